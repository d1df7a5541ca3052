import { PAYMENTS_MESSAGES } from '@titletrust/shared';
import { eq } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { profiles } from '../../db/schema';
import { AppError } from '../../platform/app-error';

/**
 * The name a professional was verified under: the first and last name on their profile, which
 * the admin compared with their ID when verifying them (features/admin/review-verification.ts).
 * Refused for anyone not verified: only they are paid out.
 */
export async function verifiedNameOf(db: Database | Tx, userId: string): Promise<string> {
  const [profile] = await db
    .select({
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      status: profiles.verificationStatus,
    })
    .from(profiles)
    .where(eq(profiles.id, userId));
  if (!profile || profile.status !== 'verified')
    throw new AppError('FORBIDDEN', PAYMENTS_MESSAGES.notVerified);
  return [profile.firstName, profile.lastName].filter(Boolean).join(' ').trim();
}
