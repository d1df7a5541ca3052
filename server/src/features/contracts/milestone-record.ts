import {
  isMilestoneClosed,
  MILESTONE_LIFECYCLE,
  MILESTONE_MESSAGES,
  type Actor,
  type MilestoneAction,
  type MilestoneState,
} from '@titletrust/shared';
import { asc, eq, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { contractMilestones } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import { applyTransition } from '../../platform/lifecycle';
import type { ContractRecord } from './contract-record';
import { contractStateChanged } from './state-changed';

export interface MilestoneRecord {
  id: string;
  contractId: string;
  position: number;
  title: string;
  amountMinor: bigint;
  state: MilestoneState;
}

/**
 * The contract's milestones in order, locked (after the contract's row, before its gig and its
 * ledger accounts: the one order movements lock in). At most ten rows.
 */
export async function lockMilestones(tx: Tx, contractId: string): Promise<MilestoneRecord[]> {
  return tx
    .select({
      id: contractMilestones.id,
      contractId: contractMilestones.contractId,
      position: contractMilestones.position,
      title: contractMilestones.title,
      amountMinor: contractMilestones.amountMinor,
      state: contractMilestones.state,
    })
    .from(contractMilestones)
    .where(eq(contractMilestones.contractId, contractId))
    .orderBy(asc(contractMilestones.position))
    .for('update');
}

/** The stage in progress: the first milestone still open (null once the contract is over). */
export const currentMilestone = (milestones: readonly MilestoneRecord[]) =>
  milestones.find((milestone) => !isMilestoneClosed(milestone.state)) ?? null;

/** The milestone a request names, or by default the one `fallback` picks. */
export function milestoneNamed(
  milestones: readonly MilestoneRecord[],
  milestoneId: string | undefined,
  fallback: (milestones: readonly MilestoneRecord[]) => MilestoneRecord | null | undefined,
): MilestoneRecord {
  const milestone = milestoneId
    ? milestones.find((candidate) => candidate.id === milestoneId)
    : (fallback(milestones) ?? currentMilestone(milestones) ?? milestones.at(-1));
  if (!milestone) throw new AppError('NOT_FOUND', MILESTONE_MESSAGES.unknown);
  return milestone;
}

/**
 * Work happens one milestone at a time: delivering, or disputing, is about the one in progress.
 * A later milestone (funded ahead) waits until the ones before it are over.
 */
export function requireCurrent(milestones: readonly MilestoneRecord[], milestone: MilestoneRecord) {
  const current = currentMilestone(milestones);
  if (current && current.id !== milestone.id && !isMilestoneClosed(milestone.state))
    throw new AppError('CONFLICT', MILESTONE_MESSAGES.notCurrent(current.position));
}

/** "“Land title search” — milestone 2: Survey charting", or the gig's title alone for one. */
export function milestoneLabel(
  contract: Pick<ContractRecord, 'gigTitle'>,
  milestone: Pick<MilestoneRecord, 'position' | 'title'>,
  count: number,
): string {
  return count > 1
    ? `“${contract.gigTitle}” — milestone ${milestone.position}: ${milestone.title}`
    : `“${contract.gigTitle}”`;
}

/**
 * Moves one milestone by its lifecycle (the one guarded transition), logged with its contract
 * and position so the contract's timeline can name it; refusals speak of the contract, as the
 * people acting see it, and tell what happened to it since their page was read.
 */
export function moveMilestone(
  tx: Tx,
  milestone: Pick<MilestoneRecord, 'id' | 'contractId' | 'position'>,
  move: {
    action: MilestoneAction;
    actors: readonly Actor[];
    actorId: string | null;
    details?: Record<string, unknown>;
    alsoSet?: SQL;
  },
) {
  return applyTransition(tx, {
    machine: MILESTONE_LIFECYCLE,
    id: milestone.id,
    subject: 'contract',
    refusal: contractStateChanged,
    ...move,
    details: { contractId: milestone.contractId, position: milestone.position, ...move.details },
  });
}
