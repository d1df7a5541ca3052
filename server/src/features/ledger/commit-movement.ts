import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Database } from '../../db/client';
import { claimPayload, idempotencyError, type IdempotentRequest } from '../../platform/idempotency';
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

/** What a movement did: its journal entry, or, for a retry of a key, the first's entry. */
export interface MovementReceipt {
  entryId: string;
  /** The key's movement had already happened: nothing moved this time. */
  replayed: boolean;
}

/**
 * Applies a movement in one call to the database (money_move, migrations 0010 and 0011): each
 * transition locks its row and checks its state, the entry locks its accounts and checks none
 * goes below zero, then the entry, the dispute's decision and the notices are written. Any
 * refusal undoes all of it and comes back as the API's error. With an Idempotency-Key's `claim`
 * the key is claimed first and its receipt stored last, so a retry replays the receipt; called
 * on the database (not a transaction) the whole movement is one autocommitted round trip and
 * holds its locks for the shortest time (docs/decisions/013 and 014).
 */
export async function commitMovement(
  db: Database | Tx,
  movement: Movement,
  claim?: IdempotentRequest,
): Promise<MovementReceipt> {
  const { dispute } = movement;
  const payload = JSON.stringify({
    idempotency: claim ? claimPayload(claim) : null,
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
    const { rows } = await sendMoneyMove(db, payload);
    const { entry_id: entryId, replayed } = rows[0]!.moved;
    return { entryId, replayed };
  } catch (error) {
    throw idempotencyError(movementError(error, movement.entry.shortMessage));
  }
}

type MoneyMoveRow = { moved: { entry_id: string; replayed: boolean } };

/**
 * On the database itself, a named statement on the pool: PostgreSQL parses and plans the call
 * once per connection, and no query is built. Inside a transaction, through its own connection.
 */
function sendMoneyMove(db: Database | Tx, payload: string) {
  // drizzle() gives the database its pool as $client; a transaction has none.
  if ('$client' in db && db.$client instanceof pg.Pool)
    return db.$client.query<MoneyMoveRow>({
      name: 'money_move',
      text: 'SELECT money_move($1::jsonb) AS moved',
      values: [payload],
    });
  return db.execute<MoneyMoveRow>(sql`SELECT money_move(${payload}::jsonb) AS moved`);
}
