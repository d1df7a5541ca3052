import { sql } from 'drizzle-orm';
import type { TransitionStep, Tx } from '../../platform/lifecycle';
import type { Notice } from '../notifications/notify';
import { entryPayload, movementError, type EntryRequest } from './post-entry';

/** An administrator's decision on a dispute, recorded with the payout it orders. */
export interface DisputeDecision {
  contractId: string;
  outcome: 'release' | 'refund' | 'split';
  sellerMicros: bigint;
  buyerMicros: bigint;
  note: string;
  resolvedBy: string;
}

/** Everything one money movement changes, decided by the server's rules beforehand. */
export interface Movement {
  /** Guarded state changes, applied in order under row locks before the money moves. */
  transitions: TransitionStep[];
  entry: EntryRequest;
  notices: Notice[];
  dispute?: DisputeDecision;
}

/**
 * Applies a movement in one call to the database (money_move, migration 0010), inside the
 * caller's transaction: each transition locks its row and checks its state, the entry locks its
 * accounts and checks none goes below zero, then the entry, the dispute's decision and the
 * notices are written. Any refusal undoes all of it and comes back as the API's error. One round
 * trip instead of one per statement: row locks are held for the shortest time (docs/decisions/013).
 */
export async function commitMovement(tx: Tx, movement: Movement): Promise<{ entryId: string }> {
  const { dispute } = movement;
  const payload = JSON.stringify({
    transitions: movement.transitions,
    entry: entryPayload(movement.entry),
    notices: movement.notices.map(({ email, href, ...notice }) => ({
      user_id: notice.userId,
      type: notice.type,
      title: notice.title,
      body: notice.body,
      href: href ?? null,
      email: email ?? false,
    })),
    dispute: dispute
      ? {
          contract_id: dispute.contractId,
          outcome: dispute.outcome,
          seller_micros: dispute.sellerMicros.toString(),
          buyer_micros: dispute.buyerMicros.toString(),
          note: dispute.note,
          resolved_by: dispute.resolvedBy,
        }
      : null,
  });
  try {
    const { rows } = await tx.execute<{ moved: { entry_id: string } }>(
      sql`SELECT money_move(${payload}::jsonb) AS moved`,
    );
    return { entryId: rows[0]!.moved.entry_id };
  } catch (error) {
    throw movementError(error, movement.entry.shortMessage);
  }
}
