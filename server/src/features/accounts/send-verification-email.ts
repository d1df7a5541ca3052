import { createEmailVerificationToken } from 'better-auth/api';
import type { Database } from '../../db/client';
import type { JobQueue } from '../../platform/jobs';
import { emailVerificationEmail } from '../../platform/mail/email-templates';
import { queueEmail } from '../../platform/mail/queue-email';
import { VERIFY_LINK_HOURS, type Auth } from './auth';

export interface VerificationMailDeps {
  db: Database;
  auth: Auth;
  jobs: JobQueue;
  publicUrl: string;
}

/**
 * E-mails the link that proves the account receives mail at its address. The token is Better
 * Auth's own (a signed JWT naming the address and the account, expiring with
 * emailVerification.expiresIn), so auth.api.verifyEmail checks it; the link opens our
 * /verify-email page, which sends it to our route. Only our sign-up and resend routes call this:
 * accounts the server makes itself (demo, admin:create) are verified by construction and get no
 * mail.
 */
export async function sendVerificationEmail(
  deps: VerificationMailDeps,
  user: { id: string; email: string; name: string },
): Promise<void> {
  const { secret } = await deps.auth.$context;
  const token = await createEmailVerificationToken(
    secret,
    user.email,
    undefined,
    VERIFY_LINK_HOURS * 60 * 60,
    { userId: user.id },
  );
  const url = `${deps.publicUrl}/verify-email?token=${encodeURIComponent(token)}`;
  await queueEmail(
    deps.db,
    deps.jobs,
    emailVerificationEmail(user.email, user.name, url, VERIFY_LINK_HOURS),
  );
}
