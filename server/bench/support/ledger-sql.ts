import { execFile } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { databaseUrl, withAdminClient } from '../../test/support/test-postgres';

const run = promisify(execFile);

/**
 * One movement as the ledger writes it, for the pgbench client's own pair: the Idempotency-Key
 * claimed, the contract row locked, postEntry's two statements (the accounts locked in key order;
 * the entry and its postings, which the statement trigger checks and applies to the balances),
 * and the key's answer stored. `lines` are (account key, amount) over the pair `p`.
 */
const movement = (kind: 'fund_escrow' | 'refund', lines: string) => `
\\set k random(1, 1000000000)
BEGIN;
INSERT INTO idempotency_keys (user_id, key, fingerprint)
  SELECT buyer_id, 'bench-' || :client_id || '-' || :k, 'bench' FROM bench_pairs WHERE pair = :pair
  ON CONFLICT DO NOTHING;
SELECT c.state FROM contracts c JOIN bench_pairs p ON p.contract_id = c.id
  WHERE p.pair = :pair FOR UPDATE OF c;
SELECT a.id, a.balance_micros FROM ledger_accounts a, bench_pairs p,
  LATERAL (VALUES ${lines}) AS l (key, amount)
  WHERE p.pair = :pair AND a.key = l.key ORDER BY a.key FOR UPDATE OF a;
WITH entry AS (
  INSERT INTO journal_entries (kind, contract_id, user_id)
  SELECT '${kind}', contract_id, buyer_id FROM bench_pairs WHERE pair = :pair RETURNING id
)
INSERT INTO ledger_postings (entry_id, account_id, amount_micros)
  SELECT entry.id, a.id, l.amount
  FROM entry, bench_pairs p, LATERAL (VALUES ${lines}) AS l (key, amount)
  JOIN ledger_accounts a ON a.key = l.key
  WHERE p.pair = :pair;
UPDATE idempotency_keys SET response_status = 200, response_body = '{}'
  WHERE user_id = (SELECT buyer_id FROM bench_pairs WHERE pair = :pair)
    AND key = 'bench-' || :client_id || '-' || :k;
END;`;

/** Fund, then refund: money-neutral for the client, so the cycle can repeat for any time. */
const SCRIPT = `
\\set pair :client_id + 1
${movement(
  'fund_escrow',
  `('available:' || p.buyer_id, -25000000::bigint), ('escrow:' || p.contract_id, 25000000)`,
)}
${movement(
  'refund',
  `('escrow:' || p.contract_id, -25000000::bigint), ('available:' || p.buyer_id, 25000000)`,
)}
`;

/**
 * The ledger's own SQL under pgbench: each client repeats the escrow cycle above on its own
 * contract, in a throwaway copy of `source` (the cycles leave contracts' books inconsistent with
 * their states on purpose). Returns movements per second (two per cycle).
 */
export async function runLedgerSqlBench(
  adminUrl: string,
  source: string,
  options: { clients: number; threads: number; seconds: number },
): Promise<{ movementsPerSecond: number }> {
  const copy = `${source}_sql`;
  await withAdminClient(adminUrl, async (client) => {
    await client.query(`DROP DATABASE IF EXISTS ${copy} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${copy} TEMPLATE ${source}`);
  });
  const url = databaseUrl(adminUrl, copy);
  try {
    // One contract per pgbench client, each of a different client with the money to fund it.
    await withAdminClient(url, (client) =>
      client.query(`
        CREATE TABLE bench_pairs AS
        SELECT row_number() OVER () AS pair, buyer_id, seller_id, contract_id FROM (
          SELECT DISTINCT ON (c.buyer_id) c.buyer_id, c.seller_id, c.id AS contract_id
          FROM contracts c JOIN ledger_accounts a ON a.key = 'available:' || c.buyer_id
          WHERE a.balance_micros >= 25000000
          ORDER BY c.buyer_id, c.id) AS firsts;
        CREATE UNIQUE INDEX ON bench_pairs (pair);
        -- Every account exists before the load, as after a contract's first movement: postEntry
        -- then only locks them (its insert of missing accounts runs once per account, ever).
        INSERT INTO ledger_accounts (key, kind, contract_id)
        SELECT 'escrow:' || contract_id, 'escrow', contract_id FROM bench_pairs
        ON CONFLICT DO NOTHING;`),
    );
    const dir = await mkdtemp(path.join(tmpdir(), 'titletrust-ledger-sql-'));
    const script = path.join(dir, 'escrow-cycle.sql');
    await writeFile(script, SCRIPT);
    const { stdout } = await run(
      process.env.PGBENCH ?? 'pgbench',
      [
        '-n',
        '-f',
        script,
        '-c',
        String(options.clients),
        '-j',
        String(options.threads),
        '-T',
        String(options.seconds),
        url,
      ],
      { maxBuffer: 16 * 1024 * 1024 },
    );
    const tps = /tps = ([\d.]+)/.exec(stdout);
    if (!tps) throw new Error(`unexpected pgbench output:\n${stdout}`);
    return { movementsPerSecond: Number(tps[1]) * 2 };
  } finally {
    await withAdminClient(adminUrl, (client) =>
      client.query(`DROP DATABASE IF EXISTS ${copy} WITH (FORCE)`),
    );
  }
}
