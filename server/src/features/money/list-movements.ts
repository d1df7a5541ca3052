import type {
  CurrencyCode,
  Movement,
  MovementKind,
  movementsQuerySchema,
} from '@titletrust/shared';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { AppError } from '../../platform/app-error';
import { PLATFORM_ACCOUNT_IDS } from '../ledger';

type Query = z.output<typeof movementsQuerySchema>;

// Every currency's fee account: a movement's fee is the posting to the one of its currency.
const FEE_ACCOUNTS = sql.join(
  Object.values(PLATFORM_ACCOUNT_IDS).map((ids) => sql`${ids.platform_fees}::uuid`),
  sql`, `,
);

interface MovementRow extends Record<string, unknown> {
  entry_id: string;
  kind: MovementKind;
  currency: CurrencyCode;
  available_delta: string;
  held_delta: string;
  escrow_delta: string;
  fee: string;
  contract_id: string | null;
  gig_title: string | null;
  /** The milestone the entry moved, when its contract has more than one. */
  milestone_position: number | null;
  milestone_title: string | null;
  transfer_id: string | null;
  memo: string;
  created_at: Date;
  /** created_at to the microsecond, as PostgreSQL writes it: a Date would cut it to the ms. */
  created_key: string;
}

/**
 * The moment a calendar day (plus `days`) begins in Lagos: the filter's days are the days the
 * page and the CSV show (WAT), not the database session's.
 */
export const lagosDayStart = (day: string, days = 0) =>
  sql`((${day}::date + ${days}::int)::timestamp AT TIME ZONE 'Africa/Lagos')`;

const encodeCursor = (row: MovementRow) =>
  Buffer.from(JSON.stringify([row.created_key, row.entry_id])).toString('base64url');

// A timestamp as PostgreSQL writes it (2026-11-26 20:43:50.123456+00).
const CREATED_KEY =
  /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})(\.\d{1,6})?[+-]\d{2}(:\d{2})?$/;

/** Whether the text is a real moment, so PostgreSQL's cast never refuses it. */
function isCreatedKey(text: string): boolean {
  const parts = CREATED_KEY.exec(text);
  if (!parts) return false;
  const [year = 0, month = 0, day = 0, hours = 0, minutes = 0, seconds = 0] = parts
    .slice(1, 7)
    .map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day &&
    hours < 24 &&
    minutes < 60 &&
    seconds < 60
  );
}

/** A page link as encodeCursor made it; a forged or stale one is refused with the usual 400. */
function decodeCursor(cursor: string): [string, string] {
  try {
    const value = JSON.parse(Buffer.from(cursor, 'base64url').toString()) as unknown;
    if (
      Array.isArray(value) &&
      value.length === 2 &&
      typeof value[0] === 'string' &&
      isCreatedKey(value[0]) &&
      z.string().uuid().safeParse(value[1]).success
    )
      return value as [string, string];
  } catch {
    // fall through
  }
  throw new AppError('VALIDATION_FAILED', 'This page link is not valid any more. Please reload.');
}

/**
 * Every movement of the user's money, newest first, as it changed their available balance,
 * withdrawal hold and, as a client, the escrow they paid (a release shows the fee kept from the
 * professional's payout). Keyset pages.
 */
export async function listMovements(
  db: Database,
  userId: string,
  query: Omit<Query, 'limit' | 'cursor'> & { limit: number; cursor?: string | undefined },
): Promise<{ items: Movement[]; nextCursor: string | null }> {
  const cursor = query.cursor ? decodeCursor(query.cursor) : undefined;
  const { rows } = await db.execute<MovementRow>(sql`
    SELECT e.id AS entry_id, e.kind, min(a.currency) AS currency, e.contract_id, e.transfer_id, e.memo, e.created_at,
      e.created_at::text AS created_key,
      g.title AS gig_title,
      -- The milestone, named only in a contract in stages (one of a single milestone is the
      -- contract itself); entries from before milestones have none.
      CASE WHEN (SELECT count(*) FROM contract_milestones s WHERE s.contract_id = e.contract_id) > 1
        THEN cm.position END AS milestone_position,
      CASE WHEN (SELECT count(*) FROM contract_milestones s WHERE s.contract_id = e.contract_id) > 1
        THEN cm.title END AS milestone_title,
      coalesce(sum(p.amount_minor) FILTER (WHERE a.kind = 'available'), 0) AS available_delta,
      coalesce(sum(p.amount_minor) FILTER (WHERE a.kind = 'withdrawal_hold'), 0) AS held_delta,
      coalesce(sum(p.amount_minor) FILTER (WHERE a.kind = 'escrow'), 0) AS escrow_delta,
      CASE WHEN c.seller_id = ${userId} THEN coalesce((
        SELECT sum(f.amount_minor) FROM ledger_postings f
        WHERE f.entry_id = e.id AND f.account_id IN (${FEE_ACCOUNTS})), 0)
      ELSE 0 END AS fee
    FROM ledger_accounts a
    JOIN ledger_postings p ON p.account_id = a.id
    JOIN journal_entries e ON e.id = p.entry_id
    LEFT JOIN contracts c ON c.id = e.contract_id
    LEFT JOIN gigs g ON g.id = c.gig_id
    LEFT JOIN contract_milestones cm ON cm.id = e.milestone_id
    -- The user's own accounts, and the escrow of each contract they are the client of: a
    -- release moves none of their own accounts, but it is where the money they paid went.
    -- Two index reads joined by UNION ALL: an OR of the two scanned every account.
    WHERE a.id IN (
      SELECT id FROM ledger_accounts WHERE user_id = ${userId}
      UNION ALL
      SELECT escrow.id FROM contracts mine
      JOIN ledger_accounts escrow ON escrow.contract_id = mine.id
      WHERE mine.buyer_id = ${userId})
      ${query.kind ? sql`AND e.kind = ${query.kind}` : sql``}
      ${query.currency ? sql`AND a.currency = ${query.currency}` : sql``}
      ${query.from ? sql`AND e.created_at >= ${lagosDayStart(query.from)}` : sql``}
      ${query.to ? sql`AND e.created_at < ${lagosDayStart(query.to, 1)}` : sql``}
      ${cursor ? sql`AND (e.created_at, e.id) < (${cursor[0]}::timestamptz, ${cursor[1]}::uuid)` : sql``}
    GROUP BY e.id, g.title, c.seller_id, cm.position, cm.title
    ORDER BY e.created_at DESC, e.id DESC
    LIMIT ${query.limit + 1}`);
  const page = rows.slice(0, query.limit);
  return {
    items: page.map((row) => ({
      entryId: row.entry_id,
      kind: row.kind,
      currency: row.currency,
      availableDeltaMinor: String(row.available_delta),
      heldDeltaMinor: String(row.held_delta),
      escrowDeltaMinor: String(row.escrow_delta),
      feeMinor: String(row.fee),
      contractId: row.contract_id,
      gigTitle: row.gig_title,
      milestone:
        row.milestone_position !== null && row.milestone_title !== null
          ? { position: row.milestone_position, title: row.milestone_title }
          : null,
      transferId: row.transfer_id,
      memo: row.memo,
      createdAt: new Date(row.created_at).toISOString(),
    })),
    nextCursor: rows.length > query.limit ? encodeCursor(page.at(-1)!) : null,
  };
}
