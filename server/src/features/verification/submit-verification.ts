import { PAGES, VERIFICATION_MESSAGES, type OwnVerification } from '@titletrust/shared';
import { eq } from 'drizzle-orm';
import { professionalVerifications, profiles } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import { notifyAdmins } from '../notifications';
import { toOwnVerification, type VerificationDeps } from './get-own-verification';
import {
  ensureVerificationRow,
  loadVerification,
  missingForSubmission,
  stageOf,
} from './verification-record';

/**
 * Sends the verification to the admins' queue: documents and registration complete, not already
 * in review or verified. A rejected professional resubmits the same way once they have fixed it.
 * Every admin is told in-app and by e-mail, in the same transaction.
 */
export async function submitVerification(
  deps: VerificationDeps,
  userId: string,
): Promise<OwnVerification> {
  const state = await deps.db.transaction(async (tx) => {
    const before = await loadVerification(tx, userId, { lock: true });
    if (before.profile.userType !== 'professional')
      throw new AppError('FORBIDDEN', VERIFICATION_MESSAGES.onlyProfessionals);
    const stage = stageOf(before.profile.status, before.row);
    if (stage === 'in_review')
      throw new AppError('CONFLICT', VERIFICATION_MESSAGES.alreadyInReview);
    if (stage === 'verified') throw new AppError('CONFLICT', VERIFICATION_MESSAGES.alreadyVerified);
    const missing = missingForSubmission(before.row, before.profile.scn, before.documents);
    if (missing.length > 0)
      throw new AppError(
        'VALIDATION_FAILED',
        missing.join('. '),
        missing.map((message) => ({ path: 'submission', message })),
      );
    await ensureVerificationRow(tx, userId);
    const now = new Date();
    await tx
      .update(professionalVerifications)
      .set({ submittedAt: now, updatedAt: now })
      .where(eq(professionalVerifications.userId, userId));
    await tx
      .update(profiles)
      .set({ verificationStatus: 'pending', verificationRejectionReason: null, updatedAt: now })
      .where(eq(profiles.id, userId));
    const name = [before.profile.firstName, before.profile.lastName].filter(Boolean).join(' ');
    await notifyAdmins(
      tx,
      {
        type: 'verification_submitted',
        title: 'A professional is waiting for verification',
        body: `${name || 'A professional'} submitted their documents and registration for review.`,
        href: PAGES.adminDashboard.path,
        email: true,
      },
      { except: userId },
    );
    return loadVerification(tx, userId);
  });
  return toOwnVerification(state, deps);
}
