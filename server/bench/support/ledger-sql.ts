import { execFile } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { databaseUrl, withAdminClient } from '../../test/support/test-postgres';
import { checkpoint, walRecords } from './wal';

const run = promisify(execFile);

const line = (key: string, kind: string, owner: string, amount: string) =>
  `jsonb_build_object('key', ${key}, 'kind', '${kind}', ${owner}, 'amount', ${amount})`;
const buyerLine = (amount: string) =>
  line(`'available:' || p.buyer_id`, 'available', `'user_id', p.buyer_id`, amount);
const escrowLine = (amount: string) =>
  line(`'escrow:' || p.contract_id`, 'escrow', `'contract_id', p.contract_id`, amount);
const claim = `'idempotency', jsonb_build_object('user_id', p.buyer_id,
    'key', 'bench-' || :client_id || '-' || :k, 'fingerprint', 'bench', 'wait', '15s')`;
const step = (action: string, from: string, to: string) => `'transitions',
    jsonb_build_array(jsonb_build_object('entity', 'contract', 'id', p.contract_id,
    'action', '${action}', 'from', jsonb_build_array('${from}'), 'to', '${to}',
    'actor_id', p.buyer_id, 'actor_role', 'buyer', 'stamp', '[]'::jsonb))`;
const entry = (kind: string, lines: string) => `'entry', jsonb_build_object('id', gen_random_uuid(),
    'kind', '${kind}', 'contract_id', p.contract_id, 'user_id', p.buyer_id, 'memo', 'bench',
    'lines', jsonb_build_array(${lines}))`;

/**
 * The movements as the server's money path sends them, for the pgbench client's own pair, each
 * one autocommitted money_move call: the Idempotency-Key claimed by writing its receipt, the
 * contract's guarded transition, the accounts' balances moved in key order by the entry's writer
 * (its lines in that order, as the server sends them), the entry and its postings, a notice. A
 * funding is built on the contract's terms as money_move reads them, as fundContract sends it
 * (lines in units of the amount, the notice to the professional worded there). The refund, which
 * the server makes only as a dispute's outcome, is sent as a movement on terms the server read
 * first.
 */
const FUND = `
\\set k random(1, 1000000000)
SELECT money_move(jsonb_build_object(${claim},
  'on_terms', jsonb_build_object('contract_id', p.contract_id, 'party', 'buyer',
    'user_id', p.buyer_id, 'forbidden', 'You may not fund this contract.'),
  ${step('fund', 'awaiting_funding', 'active')},
  ${entry('fund_escrow', `${buyerLine("'-1'")}, ${escrowLine("'1'")}`)},
  'notices', jsonb_build_array(jsonb_build_object('to', 'seller', 'type', 'bench',
    'title', 'The escrow is funded: start the work',
    'body', 'The client paid %1$s into escrow for “%2$s”.', 'href', '/contracts/' || p.contract_id))))
  FROM bench_pairs p WHERE p.pair = :pair;`;
const REFUND = `
\\set k random(1, 1000000000)
SELECT c.id, g.title, c.buyer_id, c.seller_id, c.amount_micros AS amount, c.fee_bps, c.state
  FROM contracts c JOIN gigs g ON g.id = c.gig_id JOIN bench_pairs p ON p.contract_id = c.id
  WHERE p.pair = :pair \\gset
SELECT money_move(jsonb_build_object(${claim},
  ${step('fund', 'active', 'awaiting_funding')},
  ${entry('refund', `${buyerLine('(:amount)::bigint::text')}, ${escrowLine('(-(:amount)::bigint)::text')}`)},
  'notices', jsonb_build_array(jsonb_build_object('user_id', p.buyer_id, 'type', 'bench',
    'title', 'The escrow was refunded', 'body', 'The escrow came back to you.',
    'href', '/contracts/' || p.contract_id))))
  FROM bench_pairs p WHERE p.pair = :pair;`;

/** Fund, then refund: money-neutral for the client, so the cycle can repeat for any time. */
const SCRIPT = `
\\set pair :client_id + 1
${FUND}
${REFUND}
`;

/**
 * The ledger's own SQL under pgbench: each client repeats the escrow cycle above on its own
 * contract (one of `contractIds`, each awaiting funding by a different client with the money for
 * it), in a throwaway copy of `source` (the cycles leave contracts' books inconsistent with their
 * states on purpose). Returns movements per second (two per cycle).
 */
export async function runLedgerSqlBench(
  adminUrl: string,
  source: string,
  contractIds: string[],
  options: { clients: number; threads: number; seconds: number },
): Promise<{ movementsPerSecond: number; walRecordsPerMovement: number }> {
  const copy = `${source}_sql`;
  await withAdminClient(adminUrl, async (client) => {
    await client.query(`DROP DATABASE IF EXISTS ${copy} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${copy} TEMPLATE ${source}`);
  });
  const url = databaseUrl(adminUrl, copy);
  try {
    // One contract per pgbench client (its escrow account open, as accepting the bid left it).
    await withAdminClient(url, async (client) => {
      await client.query(
        `CREATE TABLE bench_pairs AS
         SELECT row_number() OVER (ORDER BY c.id) AS pair, c.buyer_id, c.seller_id,
                c.id AS contract_id
         FROM contracts c JOIN ledger_accounts a ON a.key = 'available:' || c.buyer_id
         WHERE c.id = ANY ($1::uuid[]) AND c.state = 'awaiting_funding'
           AND a.balance_micros >= c.amount_micros`,
        [contractIds],
      );
      const { rows } = await client.query<{ pairs: number }>(
        'SELECT count(*)::int AS pairs FROM bench_pairs',
      );
      if (rows[0]!.pairs < options.clients)
        throw new Error(`only ${rows[0]!.pairs} of ${options.clients} contracts can be funded`);
      await client.query('CREATE UNIQUE INDEX ON bench_pairs (pair)');
    });
    const dir = await mkdtemp(path.join(tmpdir(), 'titletrust-ledger-sql-'));
    const script = path.join(dir, 'escrow-cycle.sql');
    await writeFile(script, SCRIPT);
    await checkpoint(url);
    const walBefore = await walRecords(url);
    const { stdout } = await run(
      process.env.PGBENCH ?? 'pgbench',
      [
        '-n',
        // Prepared, as the server sends its contract read (a named statement) and money_move.
        '-M',
        'prepared',
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
    const cycles = /number of transactions actually processed: (\d+)/.exec(stdout);
    if (!tps || !cycles) throw new Error(`unexpected pgbench output:\n${stdout}`);
    return {
      movementsPerSecond: Number(tps[1]) * 2,
      walRecordsPerMovement: ((await walRecords(url)) - walBefore) / (Number(cycles[1]) * 2),
    };
  } finally {
    await withAdminClient(adminUrl, (client) =>
      client.query(`DROP DATABASE IF EXISTS ${copy} WITH (FORCE)`),
    );
  }
}
