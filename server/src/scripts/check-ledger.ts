// `npm run ledger:check`: proves the ledger's invariants on the app's database (DATABASE_URL, or
// the embedded PostgreSQL the app runs — shared if the app is up) and reconciles deposits and
// withdrawals with the configured wallet provider. Prints one line per invariant and every
// difference; exits 0 when the books are sound, 1 on any difference, 2 when it could not check.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { CURRENCY_CODES, formatMoney } from '@titletrust/shared';
import { parseEnv } from '../config/env';
import { connectDatabase } from '../db/client';
import { runMigrations } from '../db/migrate';
import { openDatabase } from '../db/open-database';
import {
  checkLedger,
  type LedgerReport,
  LEDGER_INVARIANTS,
  type LedgerInvariant,
} from '../features/ledger';
import { createWalletProvider } from '../features/wallets';
import { createLogger } from '../platform/logger';
import { repoRoot } from '../config/paths';
import { resolveCustodyKey } from '../platform/server-secrets';

/** Differences shown per invariant; the count says how many more there are. */
const SHOWN_PER_INVARIANT = 20;

/** The database's address without its password, to say what was checked. */
function describeUrl(url: string): string {
  const parsed = new URL(url);
  parsed.password = '';
  return parsed.toString();
}

function formatReport(report: LedgerReport, providerName: string): string[] {
  const { counted, totals } = report;
  const lines: string[] = [];
  const scope: Partial<Record<LedgerInvariant, string>> = {
    entry_balanced: `${counted.entries} entries, ${counted.postings} postings`,
    balance_matches_postings: `${counted.accounts} accounts`,
    escrow_matches_contract: `${counted.contracts} contracts`,
    transfer_entries: `${counted.transfers} transfers`,
    provider_reconciliation:
      counted.reconciled === null
        ? 'not asked'
        : `${providerName}: ${counted.reconciled} compared` +
          (counted.otherProvider ? `, ${counted.otherProvider} of another provider skipped` : ''),
  };
  for (const [invariant, label] of Object.entries(LEDGER_INVARIANTS) as [
    LedgerInvariant,
    string,
  ][]) {
    const found = report.problems.filter((problem) => problem.invariant === invariant);
    const note = scope[invariant] ? `  (${scope[invariant]})` : '';
    lines.push(`  ${found.length === 0 ? 'ok  ' : 'FAIL'}  ${label}${note}`);
    for (const problem of found.slice(0, SHOWN_PER_INVARIANT))
      lines.push(`          ${problem.subject}: ${problem.detail}`);
    if (found.length > SHOWN_PER_INVARIANT)
      lines.push(`          … and ${found.length - SHOWN_PER_INVARIANT} more`);
  }
  // Each currency's figures on their own lines: never a sum across currencies.
  for (const currency of CURRENCY_CODES) {
    const t = totals[currency];
    const money = (minor: bigint) => formatMoney(minor, currency);
    lines.push(
      '',
      `  ${currency}: deposited ${money(t.deposited)}, withdrawn ${money(t.withdrawn)}`,
      `  ${currency} held now: available ${money(t.available)}, withdrawals pending ${money(t.withdrawalHolds)}, escrow ${money(t.escrow)}, platform fees ${money(t.fees)}`,
    );
  }
  lines.push(
    '',
    report.problems.length === 0
      ? 'The ledger is sound: no differences.'
      : `${report.problems.length} difference(s) found.`,
  );
  return lines;
}

async function main(): Promise<number> {
  const dotenv = path.join(repoRoot, '.env');
  if (existsSync(dotenv)) process.loadEnvFile(dotenv);
  const env = parseEnv();
  const logger = createLogger({ ...env, LOG_LEVEL: 'warn' });
  const database = await openDatabase(env, logger);
  const connection = connectDatabase(database.url, { maxConnections: 3 });
  try {
    // As the app does on start: a fresh embedded database gets its tables (an empty ledger).
    await runMigrations(connection.pool);
    const provider = createWalletProvider(env, connection.db, await resolveCustodyKey(env));
    console.log(`Ledger check of ${describeUrl(database.url)} (${database.mode})`);
    const report = await checkLedger(connection.db, { provider });
    for (const line of formatReport(report, provider.name)) console.log(line);
    return report.problems.length === 0 ? 0 : 1;
  } finally {
    await connection.close();
    await database.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(
      `The ledger could not be checked: ${error instanceof Error ? error.message : String(error)}`,
    );
    process.exit(2);
  },
);
