import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface CapturedEmail {
  to: string;
  subject: string;
  text: string;
}

function splitHeaders(raw: string): { headers: Map<string, string>; body: string } {
  const end = raw.search(/\r?\n\r?\n/);
  const headerText = raw.slice(0, end).replace(/\r?\n[ \t]+/g, ' ');
  const headers = new Map<string, string>();
  for (const line of headerText.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body: raw.slice(end).replace(/^\r?\n\r?\n/, '') };
}

function decodeBody(body: string, encoding = ''): string {
  if (/quoted-printable/i.test(encoding)) {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  if (/base64/i.test(encoding)) return Buffer.from(body, 'base64').toString('utf8');
  return body;
}

const decodeQuotedPrintable = (text: string) =>
  Buffer.from(
    text.replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

/** RFC 2047 encoded words, as nodemailer writes a subject with "·" or any other non-ASCII. */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?') // the space between two encoded words is not text
    .replace(/=\?[^?]+\?([QB])\?([^?]*)\?=/gi, (_, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

/** Just enough MIME for nodemailer's messages: headers, and the text/plain part decoded. */
function parseEmail(raw: string): CapturedEmail {
  const { headers, body } = splitHeaders(raw);
  let text = decodeBody(body, headers.get('content-transfer-encoding'));
  const boundary = /boundary="?([^";]+)"?/i.exec(headers.get('content-type') ?? '')?.[1];
  if (boundary) {
    for (const part of body.split(`--${boundary}`)) {
      const parsed = splitHeaders(part.replace(/^\r?\n/, ''));
      if (/text\/plain/i.test(parsed.headers.get('content-type') ?? '')) {
        text = decodeBody(parsed.body, parsed.headers.get('content-transfer-encoding'));
      }
    }
  }
  return {
    to: headers.get('to') ?? '',
    subject: decodeHeader(headers.get('subject') ?? ''),
    text,
  };
}

/**
 * A real SMTP server on a free local port that keeps what it receives, so tests watch e-mail
 * leave through the same nodemailer transport production uses.
 */
export async function startSmtpCapture(options: { failFirst?: number } = {}) {
  const received: CapturedEmail[] = [];
  let failuresLeft = options.failFirst ?? 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth: (_auth, _session, callback) => callback(null, { user: 'test' }),
    onData: (stream, _session, callback) => {
      if (failuresLeft > 0) {
        failuresLeft -= 1;
        stream.resume();
        stream.on('end', () =>
          callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 451 })),
        );
        return;
      }
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push(parseEmail(Buffer.concat(chunks).toString('utf8')));
        callback();
      });
    },
  });
  server.listen(0, '127.0.0.1');
  await once(server.server, 'listening');
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    async waitFor(
      predicate: (email: CapturedEmail) => boolean,
      timeoutMs = 15_000,
    ): Promise<CapturedEmail> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const match = received.find(predicate);
        if (match) return match;
        if (Date.now() > deadline) throw new Error(`no matching e-mail within ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
