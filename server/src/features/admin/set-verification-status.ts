import {
  ADMIN_MESSAGES,
  CONTACT,
  PAGES,
  type AdminProfile,
  type VerificationStatus,
} from '@titletrust/shared';
import { eq } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { profiles } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import { recordAuditEvent } from '../audit';
import { notify, type Notice } from '../notifications';
import { findAdminProfile } from './admin-profile.repository';

/** The admin's reason as one quoted sentence: “… the ID.”, never “… the ID.”. */
const quotedSentence = (reason: string) =>
  /[.!?]$/.test(reason.trim()) ? `“${reason.trim()}”` : `“${reason.trim()}.”`;

/**
 * The professional's "verification decided" notice (in-app and e-mail), when a decision changed
 * their status to verified or rejected. Back to pending is the admin's own bookkeeping, and
 * nobody but a professional has a verification to be told about.
 */
function decisionNotice(profile: AdminProfile, previous: VerificationStatus): Notice | null {
  const status = profile.verificationStatus;
  if (profile.role !== 'seller' || status === previous || status === 'pending') return null;
  if (status === 'verified')
    return {
      userId: profile.id,
      type: 'verification_decided',
      title: 'You are verified',
      body: 'An administrator verified your professional profile: clients now see your verification badge, and you can bid on any open gig.',
      href: PAGES.findGigs.path,
      email: true,
    };
  return {
    userId: profile.id,
    type: 'verification_decided',
    title: 'Verification not approved',
    body: `An administrator could not verify your professional profile: ${quotedSentence(profile.verificationRejectionReason ?? '')} You cannot bid yet. Fix what the reason names on your verification page and submit again, or write to ${CONTACT.email}.`,
    href: PAGES.verification.path,
    email: true,
  };
}

type Decision = {
  profileId: string;
  status: VerificationStatus;
  reason?: string;
  decidedBy: string;
};

/**
 * Records a decision in the caller's transaction and tells the professional, so the notice
 * exists exactly when the decision does. The caller has checked who may decide.
 */
export async function applyVerificationDecision(tx: Tx, decision: Decision): Promise<AdminProfile> {
  const [before] = await tx
    .select({ status: profiles.verificationStatus })
    .from(profiles)
    .where(eq(profiles.id, decision.profileId))
    .for('update');
  if (!before) throw new AppError('NOT_FOUND', 'No profile with that id.');
  await tx
    .update(profiles)
    .set({
      verificationStatus: decision.status,
      verificationRejectionReason: decision.status === 'rejected' ? decision.reason! : null,
      verificationDecidedAt: new Date(),
      verificationDecidedBy: decision.decidedBy,
      updatedAt: new Date(),
    })
    .where(eq(profiles.id, decision.profileId));
  const profile = (await findAdminProfile(tx, decision.profileId))!;
  const notice = decisionNotice(profile, before.status);
  if (notice) await notify(tx, [notice]);
  return profile;
}

/**
 * An admin's verification decision (spec §4, §6). Only pending, verified and rejected exist (the
 * contract and a CHECK constraint refuse anything else); a rejection carries its reason. No
 * admin decides their own. The decision and its audit row commit together.
 */
export async function setVerificationStatus(
  db: Database,
  decision: Decision & { ipAddress: string },
): Promise<AdminProfile> {
  if (decision.profileId === decision.decidedBy)
    throw new AppError('FORBIDDEN', ADMIN_MESSAGES.cannotDecideOwnVerification);
  return db.transaction(async (tx) => {
    const profile = await applyVerificationDecision(tx, decision);
    await recordAuditEvent(tx, {
      action: 'verification.status_set',
      actorId: decision.decidedBy,
      userId: profile.id,
      subject: { type: 'profile', id: profile.id },
      reason: decision.reason || null,
      ipAddress: decision.ipAddress,
      details: { status: profile.verificationStatus },
    });
    return profile;
  });
}
