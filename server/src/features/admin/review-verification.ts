import {
  ADMIN_MESSAGES,
  VERIFICATION_MESSAGES,
  type AdminProfile,
  type reviewDecisionSchema,
} from '@titletrust/shared';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { professionalVerifications, verificationReviews } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import { recordAuditEvent } from '../audit';
import { lagosYear, loadVerification, stageOf } from '../verification';
import { applyVerificationDecision } from './set-verification-status';

type Decision = z.output<typeof reviewDecisionSchema>;

/** Today in Lagos as YYYY-MM-DD, the latest day a register can have been checked. */
const lagosToday = (now = new Date()) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Lagos' }).format(now);

function checklistProblem(decision: Decision, now: Date): string | undefined {
  if (decision.decision !== 'verify') return undefined;
  const { idMatchesName, selfieMatchesId, registerCheckedOn } = decision.checklist;
  if (!idMatchesName || !selfieMatchesId) return VERIFICATION_MESSAGES.checklistIncomplete;
  const day = new Date(`${registerCheckedOn}T00:00:00Z`);
  if (Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== registerCheckedOn)
    return VERIFICATION_MESSAGES.registerDateInvalid;
  if (registerCheckedOn > lagosToday(now)) return VERIFICATION_MESSAGES.registerDateInvalid;
  return undefined;
}

/**
 * An admin's review of a submission in the queue. Verifying needs the checklist ticked: the ID
 * matches the name, the selfie matches the ID, and the SCN or SURCON number was looked up on the
 * public register on a given day. It grants the dated badges (the practising fee only for a
 * lawyer whose receipt for this year the admin saw). Rejecting needs a reason. Every decision is
 * kept in verification_reviews with its checklist; no admin reviews their own submission.
 */
export async function reviewVerification(
  db: Database,
  review: { userId: string; adminId: string; decision: Decision; ipAddress: string },
  now = new Date(),
): Promise<AdminProfile> {
  if (review.userId === review.adminId)
    throw new AppError('FORBIDDEN', ADMIN_MESSAGES.cannotDecideOwnVerification);
  const problem = checklistProblem(review.decision, now);
  if (problem)
    throw new AppError('VALIDATION_FAILED', problem, [{ path: 'checklist', message: problem }]);
  return db.transaction(async (tx) => {
    const state = await loadVerification(tx, review.userId, { lock: true });
    if (stageOf(state.profile.status, state.row) !== 'in_review')
      throw new AppError('CONFLICT', VERIFICATION_MESSAGES.notSubmitted);
    const { decision } = review;
    const audit = (details: Record<string, unknown>) =>
      recordAuditEvent(tx, {
        action: 'verification.reviewed',
        actorId: review.adminId,
        userId: review.userId,
        subject: { type: 'profile', id: review.userId },
        reason: decision.decision === 'reject' ? decision.reason : null,
        ipAddress: review.ipAddress,
        details,
      });
    if (decision.decision === 'reject') {
      await tx.insert(verificationReviews).values({
        userId: review.userId,
        adminId: review.adminId,
        decision: 'rejected',
        reason: decision.reason,
      });
      await audit({ decision: 'rejected' });
      return applyVerificationDecision(tx, {
        profileId: review.userId,
        status: 'rejected',
        reason: decision.reason,
        decidedBy: review.adminId,
      });
    }
    const { checklist } = decision;
    const feeYear =
      checklist.practisingFeeSeen && state.row?.profession === 'lawyer' ? lagosYear(now) : null;
    await tx
      .update(professionalVerifications)
      .set({
        identityVerifiedAt: now,
        registrationCheckedAt: now,
        registerCheckedOn: checklist.registerCheckedOn,
        ...(feeYear ? { practisingFeeYear: feeYear } : {}),
        updatedAt: now,
      })
      .where(eq(professionalVerifications.userId, review.userId));
    await tx.insert(verificationReviews).values({
      userId: review.userId,
      adminId: review.adminId,
      decision: 'verified',
      idMatchesName: true,
      selfieMatchesId: true,
      registerCheckedOn: checklist.registerCheckedOn,
      practisingFeeYear: feeYear,
    });
    await audit({
      decision: 'verified',
      profession: state.row?.profession ?? null,
      registerCheckedOn: checklist.registerCheckedOn,
      practisingFeeYear: feeYear,
    });
    return applyVerificationDecision(tx, {
      profileId: review.userId,
      status: 'verified',
      decidedBy: review.adminId,
    });
  });
}
