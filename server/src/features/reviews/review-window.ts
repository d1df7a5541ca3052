import { REVIEW_LIMITS, REVIEW_MESSAGES, type ReviewerRole } from '@titletrust/shared';
import { eq, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { contracts, gigs } from '../../db/schema';
import { AppError } from '../../platform/app-error';

export interface ReviewableContract {
  id: string;
  buyerId: string;
  sellerId: string;
  state: string;
  closedAt: Date | null;
  gigTitle: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** A contract paid through escrow and finished (completed, or resolved by an admin) opens 14 days of reviews. */
export function windowOf(contract: ReviewableContract): { opensAt: Date; closesAt: Date } | null {
  if (!contract.closedAt || !['completed', 'resolved'].includes(contract.state)) return null;
  return {
    opensAt: contract.closedAt,
    closesAt: new Date(contract.closedAt.getTime() + REVIEW_LIMITS.windowDays * DAY_MS),
  };
}

export async function findContract(
  db: Database | Tx,
  contractId: string,
): Promise<ReviewableContract> {
  const [contract] = await db
    .select({
      id: contracts.id,
      buyerId: contracts.buyerId,
      sellerId: contracts.sellerId,
      state: contracts.state,
      closedAt: contracts.closedAt,
      gigTitle: gigs.title,
    })
    .from(contracts)
    .innerJoin(gigs, eq(gigs.id, contracts.gigId))
    .where(eq(contracts.id, contractId));
  if (!contract) throw new AppError('NOT_FOUND', 'No contract with that id.');
  return contract;
}

/** The viewer's side of the contract; anyone else is refused. */
export function sideOf(contract: ReviewableContract, viewerId: string): ReviewerRole {
  if (viewerId === contract.buyerId) return 'client';
  if (viewerId === contract.sellerId) return 'professional';
  throw new AppError('FORBIDDEN', REVIEW_MESSAGES.notAParty);
}

/** Lagos time as people read it, e.g. "Thursday 10 December 2026, 14:05 WAT". */
export function lagosDateTime(date: Date): string {
  const text = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Africa/Lagos',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  }).format(date);
  return `${text.replace(' at ', ', ')} WAT`;
}

/** Publishes every review of the contract that is in and not held; returns how many. */
export async function publishContractReviews(tx: Tx, contractId: string): Promise<number> {
  const { rows } = await tx.execute<{ id: string }>(sql`
    UPDATE reviews SET published_at = now()
    WHERE contract_id = ${contractId} AND published_at IS NULL AND held_reason IS NULL
    RETURNING id`);
  await tx.execute(sql`
    UPDATE review_windows SET published_at = now()
    WHERE contract_id = ${contractId} AND published_at IS NULL`);
  return rows.length;
}
