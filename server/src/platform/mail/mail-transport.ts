import nodemailer from 'nodemailer';
import type { Env } from '../../config/env';

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export type MailTransport = (email: OutgoingEmail) => Promise<void>;

/** SMTP through nodemailer when SMTP_URL is set; without it, mail stays in the outbox. */
export function createMailTransport(
  env: Pick<Env, 'SMTP_URL' | 'MAIL_FROM'>,
): MailTransport | undefined {
  if (!env.SMTP_URL) return undefined;
  const url = new URL(env.SMTP_URL);
  const secure = url.protocol === 'smtps:';
  const transporter = nodemailer.createTransport({
    host: url.hostname,
    port: url.port ? Number(url.port) : secure ? 465 : 587,
    secure,
    auth: url.username
      ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) }
      : undefined,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return async (email) => {
    await transporter.sendMail({ from: env.MAIL_FROM, ...email });
  };
}
