import {
  CONTRACT_LIFECYCLE,
  checklistForCategory,
  checklistRecordMissing,
  ESCROW_LIMITS,
  ESCROW_MESSAGES,
  type deliverWorkSchema,
  type FieldError,
  type SessionUser,
} from '@titletrust/shared';
import { and, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { contractDeliveries, storedFiles, type ChecklistAnswer } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import { applyTransition } from '../../platform/lifecycle';
import type { Tx } from '../../db/client';
import { notify } from '../notifications';
import { actorsFor, contractHref, lockContract } from './contract-record';
import { contractStateChanged } from './state-changed';

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
 * The professional hands over the work: a report (answering the checklist, for gigs that have
 * one) and files. The client has ESCROW_LIMITS.autoReleaseDays days to approve, ask for changes
 * or dispute; after that the escrow releases itself.
 */
export async function deliverWork(
  tx: Tx,
  viewer: SessionUser,
  contractId: string,
  input: DeliverWork,
) {
  const contract = await lockContract(tx, contractId);
  const checklist = checkedAnswers(contract.gigCategory, input.checklist);
  await applyTransition(tx, {
    machine: CONTRACT_LIFECYCLE,
    id: contractId,
    action: 'deliver',
    actors: actorsFor(contract, viewer),
    actorId: viewer.id,
    refusal: contractStateChanged,
    alsoSet: sql`delivered_at = now(),
      auto_release_at = now() + make_interval(days => ${ESCROW_LIMITS.autoReleaseDays}),
      auto_release_reminder_sent_at = NULL`,
  });
  const [{ previous } = { previous: 0 }] = await tx
    .select({ previous: count() })
    .from(contractDeliveries)
    .where(eq(contractDeliveries.contractId, contractId));
  const [delivery] = await tx
    .insert(contractDeliveries)
    .values({ contractId, revision: previous + 1, report: input.report, checklist })
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
      body: `Review the report for “${contract.gigTitle}”: approve it, ask for changes or open a dispute within ${ESCROW_LIMITS.autoReleaseDays} days, or the escrow is released to the professional.`,
      href: contractHref(contractId),
      email: true,
    },
  ]);
}
