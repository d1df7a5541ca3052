import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../../test/support/test-database';
import { pgErrorCode } from '../../platform/pg-error-code';
import { recordAuditEvent } from './record-audit-event';

/**
 * The trail is append-only in PostgreSQL itself, as the ledger is: whatever SQL reaches the
 * database (a bug, a console, a stolen admin's session), a row once written stays as written.
 */
describe('the audit trail guards in the database', () => {
  const database = useTestDatabase();
  let id: string;

  /** The SQLSTATE a statement fails with, run in its own rolled-back transaction. */
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

  beforeAll(async () => {
    const { db } = database();
    await recordAuditEvent(db, {
      action: 'admin_rights.granted',
      actorId: '00000000-0000-4000-8000-000000000001',
      userId: '00000000-0000-4000-8000-000000000002',
      subject: { type: 'user', id: '00000000-0000-4000-8000-000000000002' },
      ipAddress: '10.1.2.3',
      details: { wasAdmin: false },
    });
    const { rows } = await db.execute<{ id: string }>(sql`SELECT id FROM audit_events`);
    id = rows[0]!.id;
  });

  it('refuses UPDATE, DELETE and TRUNCATE with restrict_violation (23001)', async () => {
    expect(await refusal(sql`UPDATE audit_events SET reason = 'tidied' WHERE id = ${id}`)).toBe(
      '23001',
    );
    expect(await refusal(sql`UPDATE audit_events SET actor_id = NULL`)).toBe('23001');
    expect(await refusal(sql`DELETE FROM audit_events WHERE id = ${id}`)).toBe('23001');
    expect(await refusal(sql`DELETE FROM audit_events`)).toBe('23001');
    expect(await refusal(sql`TRUNCATE audit_events`)).toBe('23001');
  });

  it('keeps the row as it was written', async () => {
    const { rows } = await database().db.execute<{ action: string; ip_address: string }>(
      sql`SELECT action, ip_address FROM audit_events WHERE id = ${id}`,
    );
    expect(rows).toEqual([{ action: 'admin_rights.granted', ip_address: '10.1.2.3' }]);
  });

  it('still takes new rows', async () => {
    await recordAuditEvent(database().db, { action: 'payouts.frozen', actorId: null });
    const { rows } = await database().db.execute<{ count: number }>(
      sql`SELECT count(*)::int AS count FROM audit_events`,
    );
    expect(rows[0]!.count).toBe(2);
  });
});
