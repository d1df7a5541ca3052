import { CONTRACT_STATES } from '@titletrust/shared';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { pgErrorCode } from '../platform/pg-error-code';
import { useTestDatabase } from '../../test/support/test-database';
import { JOURNAL_ENTRY_KINDS, LEDGER_ACCOUNT_KINDS, users } from './schema';

/**
 * The row rules hold: domains refuse bad values, an account's owner must match its kind (a
 * CHECK), and deleting a user takes their notices and keys along and forgets them as an actor
 * (foreign keys).
 */
describe('row rules kept by domains, CHECKs and foreign keys', () => {
  const database = useTestDatabase();

  async function refusal(statement: ReturnType<typeof sql>): Promise<string | undefined> {
    try {
      await database().db.transaction(async (tx) => {
        await tx.execute(statement);
      });
    } catch (error) {
      return pgErrorCode(error);
    }
    return undefined;
  }

  it('lists in each domain exactly the values the code knows', async () => {
    const { rows } = await database().db.execute<{ domain: string; definition: string }>(sql`
      SELECT t.typname AS domain, pg_get_constraintdef(c.oid) AS definition
      FROM pg_constraint c JOIN pg_type t ON t.oid = c.contypid
      WHERE t.typname IN ('contract_state', 'ledger_account_kind', 'journal_entry_kind')`);
    const valuesOf = (domain: string) =>
      [...rows.find((row) => row.domain === domain)!.definition.matchAll(/'([a-z_]+)'/g)].map(
        (match) => match[1],
      );
    expect(valuesOf('contract_state')).toEqual([...CONTRACT_STATES]);
    expect(valuesOf('ledger_account_kind')).toEqual([...LEDGER_ACCOUNT_KINDS]);
    expect(valuesOf('journal_entry_kind')).toEqual([...JOURNAL_ENTRY_KINDS]);
  });

  it('refuses values outside a domain, and an account whose owner does not match its kind', async () => {
    const { rows } = await database().db.execute<{ place: string; domain: string }>(sql`
      SELECT table_name || '.' || column_name AS place, domain_name AS domain
      FROM information_schema.columns
      WHERE table_schema = 'public' AND domain_name IS NOT NULL ORDER BY 1`);
    expect(rows).toEqual([
      { place: 'contract_milestones.amount_minor', domain: 'positive_minor' },
      { place: 'contracts.amount_minor', domain: 'positive_minor' },
      { place: 'contracts.currency', domain: 'currency_code' },
      { place: 'contracts.fee_bps', domain: 'fee_bps' },
      { place: 'contracts.state', domain: 'contract_state' },
      { place: 'gigs.currency', domain: 'currency_code' },
      { place: 'journal_entries.kind', domain: 'journal_entry_kind' },
      { place: 'ledger_accounts.balance_minor', domain: 'nonnegative_minor' },
      { place: 'ledger_accounts.currency', domain: 'currency_code' },
      { place: 'ledger_accounts.kind', domain: 'ledger_account_kind' },
      { place: 'ledger_postings.amount_minor', domain: 'nonzero_minor' },
      { place: 'ledger_postings.currency', domain: 'currency_code' },
    ]);
    // 23514 check_violation, from the domains and from the owner trigger alike.
    expect(await refusal(sql`SELECT 'lost'::contract_state`)).toBe('23514');
    expect(await refusal(sql`SELECT 0::positive_minor`)).toBe('23514');
    expect(await refusal(sql`SELECT 10001::fee_bps`)).toBe('23514');
    expect(await refusal(sql`SELECT (-1)::nonnegative_minor`)).toBe('23514');
    expect(await refusal(sql`SELECT 0::nonzero_minor`)).toBe('23514');
    expect(await refusal(sql`SELECT 'EUR'::currency_code`)).toBe('23514');
    expect(
      await refusal(
        sql`INSERT INTO ledger_accounts (key, kind, currency) VALUES ('odd', 'savings', 'NGN')`,
      ),
    ).toBe('23514');
    expect(
      await refusal(
        sql`INSERT INTO ledger_accounts (key, kind, currency) VALUES ('available:?', 'available', 'NGN')`,
      ),
    ).toBe('23514');
    expect(await refusal(sql`INSERT INTO journal_entries (kind) VALUES ('gift')`)).toBe('23514');
  });

  it('deletes a deleted user’s notices and keys, and forgets them as an actor', async () => {
    const { db } = database();
    const [user] = await db
      .insert(users)
      .values({ name: 'Leaving user', email: `leaving${Date.now()}@example.com` })
      .returning();
    const id = user!.id;
    const event = await db.execute<{ id: string }>(sql`
      INSERT INTO lifecycle_events (entity_type, entity_id, action, from_state, to_state, actor_id,
                                    actor_role)
      VALUES ('gig', gen_random_uuid(), 'cancel', 'open', 'cancelled', ${id}, 'buyer')
      RETURNING id`);
    await db.execute(sql`
      INSERT INTO notifications (user_id, type, title, body) VALUES (${id}, 'test', 'Hi', 'Hello')`);
    await db.execute(sql`
      INSERT INTO idempotency_keys (user_id, key, fingerprint) VALUES (${id}, 'k', 'f')`);

    await db.execute(sql`DELETE FROM users WHERE id = ${id}`);

    const { rows } = await db.execute<{ notices: number; keys: number; actor: string | null }>(sql`
      SELECT (SELECT count(*)::int FROM notifications WHERE user_id = ${id}) AS notices,
             (SELECT count(*)::int FROM idempotency_keys WHERE user_id = ${id}) AS keys,
             (SELECT actor_id FROM lifecycle_events WHERE id = ${event.rows[0]!.id}) AS actor`);
    expect(rows[0]).toEqual({ notices: 0, keys: 0, actor: null });
  });
});
