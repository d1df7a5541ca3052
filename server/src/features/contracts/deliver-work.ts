import {
  checklistForCategory,
  checklistRecordMissing,
  ESCROW_LIMITS,
  ESCROW_MESSAGES,
  MILESTONE_MESSAGES,
  type deliverWorkSchema,
  type FieldError,
  type SessionUser,
} from '@titletrust/shared';
import { and, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { contractDeliveries, storedFiles, type ChecklistAnswer } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import type { Tx } from '../../db/client';
import { notify } from '../notifications';
import { actorsFor, contractHref, lockContract } from './contract-record';
import { syncContractState } from './contract-state';
import {
  lockMilestones,
  milestoneLabel,
  milestoneNamed,
  moveMilestone,
  requireCurrent,
} from './milestone-record';

type DeliverWork = z.output<typeof deliverWorkSchema>;

/**
 * For a checklist gig, one answer per item, "not applicable" only where it may be, and the
 * finding written down where the item asks for one (a survey's beacon numbers, its area).
 */
function checkedAnswers(category: string, answers: DeliverWork['checklist']): ChecklistAnswer[] {
  const checklist = checklistForCategory(category);
  if (checklist.length === 0) return [];
  const byKey = new Map(answers.map((answer) => [answer.key, answer]));
  const problems: FieldError[] = [];
  let unanswered = false;
  const checked = checklist.map((item, index) => {
    const answer = byKey.get(item.key);
    const path = `checklist.${index}`;
    if (!answer || (answer.outcome === 'not_applicable' && item.alwaysApplies)) {
      unanswered = true;
      problems.push({
        path,
        message: answer
          ? ESCROW_MESSAGES.checklistNotApplicable
          : ESCROW_MESSAGES.checklistIncomplete,
      });
    } else {
      const missing = checklistRecordMissing(item, answer.outcome, answer.note);
      if (missing) problems.push({ path, message: missing });
    }
    return { key: item.key, outcome: answer?.outcome ?? 'confirmed', note: answer?.note ?? '' };
  });
  if (problems.length > 0)
    throw new AppError(
      'VALIDATION_FAILED',
      unanswered ? ESCROW_MESSAGES.checklistIncomplete : ESCROW_MESSAGES.checklistFindingsMissing,
      problems,
    );
  return checked;
}

/**
 * The professional hands over a milestone's work — the one in progress, once funded: a report
 * (answering the checklist, for gigs that have one) and files. The client has
 * ESCROW_LIMITS.autoReleaseDays days to approve, ask for changes or dispute; after that the
 * milestone's escrow releases itself.
 */
export async function deliverWork(
  tx: Tx,
  viewer: SessionUser,
  contractId: string,
  input: DeliverWork,
) {
  const contract = await lockContract(tx, contractId);
  const milestones = await lockMilestones(tx, contractId);
  const milestone = milestoneNamed(milestones, input.milestoneId, () => null);
  const actors = actorsFor(contract, viewer);
  if (actors.includes('seller')) {
    requireCurrent(milestones, milestone);
    if (milestone.state === 'awaiting_funding')
      throw new AppError('CONFLICT', MILESTONE_MESSAGES.notFunded(milestone.position));
  }
  const checklist = checkedAnswers(contract.gigCategory, input.checklist);
  await moveMilestone(tx, milestone, {
    action: 'deliver',
    actors,
    actorId: viewer.id,
    alsoSet: sql`delivered_at = now(),
      auto_release_at = now() + make_interval(days => ${ESCROW_LIMITS.autoReleaseDays}),
      auto_release_reminder_sent_at = NULL`,
  });
  await syncContractState(tx, contract);
  const [{ previous } = { previous: 0 }] = await tx
    .select({ previous: count() })
    .from(contractDeliveries)
    .where(eq(contractDeliveries.milestoneId, milestone.id));
  const [delivery] = await tx
    .insert(contractDeliveries)
    .values({
      contractId,
      milestoneId: milestone.id,
      revision: previous + 1,
      report: input.report,
      checklist,
    })
    .returning({ id: contractDeliveries.id, revision: contractDeliveries.revision });
  const fileIds = [...new Set(input.fileIds)];
  if (fileIds.length > 0) {
    const claimed = await tx
      .update(storedFiles)
      .set({ deliveryId: delivery!.id })
      .where(
        and(
          inArray(storedFiles.id, fileIds),
          eq(storedFiles.ownerId, viewer.id),
          eq(storedFiles.purpose, 'delivery'),
          isNull(storedFiles.deliveryId),
        ),
      )
      .returning({ id: storedFiles.id });
    if (claimed.length !== fileIds.length)
      throw new AppError('VALIDATION_FAILED', ESCROW_MESSAGES.filesMissing, [
        { path: 'fileIds', message: ESCROW_MESSAGES.filesMissing },
      ]);
  }
  await notify(tx, [
    {
      userId: contract.buyerId,
      type: 'work_delivered',
      title: delivery!.revision > 1 ? 'The revised work is delivered' : 'The work is delivered',
      body: `Review the report for ${milestoneLabel(contract, milestone, milestones.length)}: approve it, ask for changes or open a dispute within ${ESCROW_LIMITS.autoReleaseDays} days, or the escrow is released to the professional.`,
      href: contractHref(contractId),
      email: true,
    },
  ]);
}
