import type { Database } from '../../db/client';
import type { JobQueue } from '../../platform/jobs';
import { emailChangeLinkEmail } from '../../platform/mail/email-templates';
import { queueEmail } from '../../platform/mail/queue-email';
import { emailChangeOf } from './email-change-token';

/**
 * Better Auth's sendVerificationEmail, which in our set-up only changeEmail calls (sign-up and
 * resends use send-verification-email.ts; nothing sends on sign-in): the link goes to the new
 * address, as our /verify-email page, not Better Auth's own handler (not mounted). A token that
 * names no change is not sent: nothing else should ask for this e-mail.
 */
export function sendEmailChangeLink(deps: {
  db: Database;
  jobs: JobQueue;
  publicUrl: string;
  expiresInHours: number;
}) {
  return async ({ user, token }: { user: { email: string; name: string }; token: string }) => {
    const change = emailChangeOf(token);
    if (!change) throw new Error('Better Auth asked for a verification e-mail we do not send');
    const url = `${deps.publicUrl}/verify-email?token=${encodeURIComponent(token)}`;
    await queueEmail(
      deps.db,
      deps.jobs,
      emailChangeLinkEmail(change.to, user.name, url, deps.expiresInHours),
    );
  };
}
