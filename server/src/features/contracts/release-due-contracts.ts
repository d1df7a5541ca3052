import { ESCROW_LIMITS } from '@titletrust/shared';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { notify } from '../notifications';
import { autoRelease } from './release-escrow';
import { contractHref } from './contract-record';

/**
 * Run every minute by a scheduled job (so it survives restarts): reminds clients whose delivered
 * milestone releases itself within ESCROW_LIMITS.reminderDaysBefore days, then releases every
 * delivered milestone whose time ran out, each in its own transaction and re-checked under lock.
 */
export async function releaseDueContracts(
  db: Database,
): Promise<{ reminded: number; released: number }> {
  const reminded = await db.transaction(async (tx) => {
    const { rows } = await tx.execute<{ id: string; buyer_id: string; title: string }>(sql`
      UPDATE contract_milestones m SET auto_release_reminder_sent_at = now()
      FROM contracts c JOIN gigs g ON g.id = c.gig_id
      WHERE c.id = m.contract_id AND m.state = 'delivered'
        AND m.auto_release_reminder_sent_at IS NULL
        AND m.auto_release_at <= now() + make_interval(days => ${ESCROW_LIMITS.reminderDaysBefore})
      RETURNING c.id, c.buyer_id,
        CASE WHEN (SELECT count(*) FROM contract_milestones o WHERE o.contract_id = c.id) > 1
          THEN g.title || '” — milestone ' || m.position || ': “' || m.title ELSE g.title END
          AS title`);
    await notify(
      tx,
      rows.map((row) => ({
        userId: row.buyer_id,
        type: 'auto_release_reminder',
        title: 'The escrow releases itself soon',
        body: `Approve the work on “${row.title}”, ask for changes or open a dispute: otherwise the escrow goes to the professional within ${ESCROW_LIMITS.reminderDaysBefore} days.`,
        href: contractHref(row.id),
        email: true,
      })),
    );
    return rows.length;
  });

  const { rows: due } = await db.execute<{ id: string; contract_id: string }>(sql`
    SELECT id, contract_id FROM contract_milestones
    WHERE state = 'delivered' AND auto_release_at <= now()
    ORDER BY auto_release_at LIMIT 200`);
  let released = 0;
  for (const { id, contract_id: contractId } of due) {
    released += await db.transaction(async (tx) => {
      // The client may have acted since the list was read: check again under the locks (the
      // contract's row first, as every contract action takes them).
      await tx.execute(sql`SELECT 1 FROM contracts WHERE id = ${contractId} FOR UPDATE`);
      const { rows } = await tx.execute(sql`
        SELECT 1 FROM contract_milestones
        WHERE id = ${id} AND state = 'delivered' AND auto_release_at <= now()`);
      if (rows.length === 0) return 0;
      await autoRelease(tx, contractId, id);
      return 1;
    });
  }
  return { reminded, released };
}
