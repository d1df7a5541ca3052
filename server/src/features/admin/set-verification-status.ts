import { ADMIN_MESSAGES, type AdminProfile, type VerificationStatus } from '@titletrust/shared';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { profiles } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { findAdminProfile } from './admin-profile.repository';

/**
 * An admin's verification decision (spec §4, §6). Only pending, verified and rejected exist (the
 * contract and a CHECK constraint refuse anything else); a rejection carries its reason. No
 * admin decides their own.
 */
export async function setVerificationStatus(
  db: Database,
  decision: { profileId: string; status: VerificationStatus; reason?: string; decidedBy: string },
): Promise<AdminProfile> {
  if (decision.profileId === decision.decidedBy)
    throw new AppError('FORBIDDEN', ADMIN_MESSAGES.cannotDecideOwnVerification);
  const updated = await db
    .update(profiles)
    .set({
      verificationStatus: decision.status,
      verificationRejectionReason: decision.status === 'rejected' ? decision.reason! : null,
      verificationDecidedAt: new Date(),
      verificationDecidedBy: decision.decidedBy,
      updatedAt: new Date(),
    })
    .where(eq(profiles.id, decision.profileId))
    .returning({ id: profiles.id });
  if (updated.length === 0) throw new AppError('NOT_FOUND', 'No profile with that id.');
  return (await findAdminProfile(db, decision.profileId))!;
}
