import { randomUUID } from 'node:crypto';
import type { Database } from '../../db/client';
import { runNamed, type NamedStatement } from '../../db/named-statement';
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

/** A notice to one side of the movement's contract, whoever the database finds that is. */
export interface PartyNotice extends Omit<Notice, 'userId'> {
  to: 'buyer' | 'seller';
}

/**
 * A movement built on its contract's terms as the database reads them within it, so the server
 * need not read them first (migration 0015, docs/decisions/019): `userId` must be the contract's
 * `party` or nothing moves (TT403, `forbidden`); the entry's lines are in units of the contract's
 * amount and its memo is the gig's title; notice bodies are format() templates given the amount
 * (%1$s, as formatUsdc writes it) and the gig's title (%2$s).
 */
export interface ContractTermsRef {
  contractId: string;
  party: 'buyer' | 'seller';
  userId: string;
  forbidden: string;
}

/** Everything one money movement changes, decided by the server's rules beforehand. */
export interface Movement {
  /** Guarded state changes, applied in order under row locks before the money moves. */
  transitions: TransitionStep[];
  entry: EntryRequest;
  notices: (Notice | PartyNotice)[];
  dispute?: DisputeDecision;
  onTerms?: ContractTermsRef;
}

/** What a movement did: its journal entry, or, for a retry of a key, the first's entry. */
export interface MovementReceipt {
  entryId: string;
  /** The key's movement had already happened: nothing moved this time. */
  replayed: boolean;
}

/**
 * Applies a movement in one call to the database (money_move, migrations 0010, 0011, 0015 and
 * 0021): each transition locks its row and checks its state, the entry's writer moves its
 * accounts' balances in key order and refuses any below zero, then the entry, the dispute's
 * decision and the notices are written. Any refusal undoes all of it and comes back as the
 * API's error. With an Idempotency-Key's `claim` the key's row is written first, holding the
 * receipt (the entry's id, chosen here), so a retry waits for the first and then replays its
 * receipt (docs/decisions/019); called on the database (not a transaction) the whole movement is
 * one autocommitted round trip and holds its locks for the shortest time (docs/decisions/013 and
 * 014). A movement `onTerms` is completed from the contract's terms inside that call.
 */
export async function commitMovement(
  db: Database | Tx,
  movement: Movement,
  claim?: IdempotentRequest,
): Promise<MovementReceipt> {
  const { dispute, onTerms } = movement;
  if (!onTerms && movement.notices.some((notice) => 'to' in notice))
    throw new Error('a notice to a side of the contract needs a movement on its terms');
  const payload = JSON.stringify({
    idempotency: claim ? claimPayload(claim) : null,
    on_terms: onTerms
      ? {
          contract_id: onTerms.contractId,
          party: onTerms.party,
          user_id: onTerms.userId,
          forbidden: onTerms.forbidden,
        }
      : null,
    transitions: movement.transitions,
    entry: { id: randomUUID(), ...entryPayload(movement.entry) },
    notices: movement.notices.map(({ email, href, ...notice }) => ({
      ...('to' in notice ? { to: notice.to } : { user_id: notice.userId }),
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
    const [row] = await runNamed<MoneyMoveRow>(db, MONEY_MOVE, [payload]);
    const { entry_id: entryId, replayed } = row!.moved;
    return { entryId, replayed };
  } catch (error) {
    throw idempotencyError(movementError(error, movement.entry.shortMessage));
  }
}

type MoneyMoveRow = { moved: { entry_id: string; replayed: boolean } };

const MONEY_MOVE: NamedStatement = {
  name: 'money_move',
  text: 'SELECT money_move($1::jsonb) AS moved',
};
