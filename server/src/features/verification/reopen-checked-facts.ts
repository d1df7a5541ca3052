import { eq } from 'drizzle-orm';
import { professionalVerifications, profiles } from '../../db/schema';
import type { Tx } from '../../db/client';

/**
 * A checked fact changed (the legal name behind the identity badge, or the SCN or SURCON number
 * behind the registration badge): that badge is cleared and the professional goes back into the
 * admins' queue. A verified professional is pending again until an admin looks, because the
 * badge a client relied on no longer describes them. Call it inside the change's transaction,
 * after locking the profile row.
 */
export async function reopenCheckedFacts(
  tx: Tx,
  userId: string,
  changed: { identity?: boolean; registration?: boolean },
): Promise<void> {
  const [row] = await tx
    .select()
    .from(professionalVerifications)
    .where(eq(professionalVerifications.userId, userId))
    .for('update');
  if (!row) return;
  const clearsIdentity = changed.identity && row.identityVerifiedAt;
  const clearsRegistration = changed.registration && row.registrationCheckedAt;
  if (!clearsIdentity && !clearsRegistration) return;
  const now = new Date();
  await tx
    .update(professionalVerifications)
    .set({
      ...(clearsIdentity ? { identityVerifiedAt: null } : {}),
      ...(clearsRegistration ? { registrationCheckedAt: null, registerCheckedOn: null } : {}),
      submittedAt: now,
      updatedAt: now,
    })
    .where(eq(professionalVerifications.userId, userId));
  await tx
    .update(profiles)
    .set({ verificationStatus: 'pending', verificationRejectionReason: null, updatedAt: now })
    .where(eq(profiles.id, userId));
}
