import { execFile } from 'node:child_process';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usdc } from '../../../test/support/marketplace';
import {
  creditNaira,
  expectSoundLedger,
  settlePendingWithdrawals,
  testProviders,
} from '../../../test/support/ledger';
import {
  createDeals,
  createParties,
  moves,
  type DealContract,
} from '../../../test/support/money-moves';
import { savedWithdrawalAddress } from '../../../test/support/payout-destinations';
import type { Persona } from '../../../test/support/personas';
import { buildTestApp, type TestApp } from '../../../test/support/test-app';
import { useTestDatabase } from '../../../test/support/test-database';
import type { Tx } from '../../db/client';
import { processWithdrawal, requestWithdrawal } from '../money';
import { checkLedger } from './check-ledger';
import type { LedgerInvariant } from './ledger-problem';
import {
  accountKey,
  available,
  escrow,
  EXTERNAL,
  PLATFORM_ACCOUNT_IDS,
  PLATFORM_FEES,
} from './ledger-accounts';
import { postEntry } from './post-entry';

const execFileAsync = promisify(execFile);
const serverRoot = path.resolve(import.meta.dirname, '../../..');

describe('ledger:check', () => {
  const database = useTestDatabase();
  let app: TestApp;
  let buyer: Persona;
  let seller: Persona;
  /** Approved, split in a dispute, and still active (funded, held). */
  let approved: DealContract, split: DealContract, active: DealContract;
  /** In naira: approved, and still active. */
  let nairaApproved: DealContract, nairaActive: DealContract;

  beforeAll(async () => {
    const { db } = database();
    app = await buildTestApp(database(), { DEMO_MODE: 'true' });
    const parties = await createParties(app, db, { buyers: 1, sellers: 1 });
    [buyer, seller] = [parties.buyers[0]!, parties.sellers[0]!];
    const deals = await createDeals(
      app,
      db,
      [300, 200, 150].map((amount) => ({ buyer, seller, amountMinor: BigInt(usdc(amount)) })),
    );
    [approved, split, active] = deals as [DealContract, DealContract, DealContract];
    await moves.faucet(app, buyer, BigInt(usdc(1000)));
    for (const deal of [approved, split, active])
      expect((await moves.fund(app, deal)).statusCode).toBe(200);
    await moves.deliver(app, approved);
    expect((await moves.approve(app, approved)).statusCode).toBe(200);
    await moves.dispute(app, split, 'seller');
    const decision = {
      outcome: 'split' as const,
      sellerMinor: 120_000_001n,
      buyerMinor: 79_999_999n,
    };
    expect((await moves.resolve(app, parties.admin, split, decision)).statusCode).toBe(200);

    // One payout completes at the provider; one is refused there and its money returns.
    const { instant, refusing } = testProviders(db);
    const sellersAddress = await savedWithdrawalAddress(db, seller.id);
    expect((await moves.withdraw(app, seller, BigInt(usdc(100)), sellersAddress)).statusCode).toBe(
      201,
    );
    await settlePendingWithdrawals(db, instant, seller.id);
    const buyersAddress = await savedWithdrawalAddress(db, buyer.id);
    const refused = await db.transaction((tx) =>
      requestWithdrawal(tx, instant, buyer.id, {
        amountMinor: BigInt(usdc(50)),
        destinationAddress: buyersAddress,
      }),
    );
    expect(await processWithdrawal({ db, provider: refusing }, refused.id)).toBe('failed');

    // Naira beside it, between the same people: ₦900,000 paid in, ₦350,000.55 approved (its fee
    // rounds to the kobo), ₦250,000 held.
    [nairaApproved, nairaActive] = (await createDeals(
      app,
      db,
      [35_000_055n, 25_000_000n].map((amountMinor) => ({
        buyer,
        seller,
        amountMinor,
        currency: 'NGN' as const,
      })),
    )) as [DealContract, DealContract];
    await creditNaira(db, buyer.id, 90_000_000n);
    for (const deal of [nairaApproved, nairaActive])
      expect((await moves.fund(app, deal)).statusCode).toBe(200);
    await moves.deliver(app, nairaApproved);
    expect((await moves.approve(app, nairaApproved)).statusCode).toBe(200);
  });
  afterAll(() => app.close());

  it('finds nothing wrong after every kind of movement, reconciled with the provider', async () => {
    const report = await expectSoundLedger(database().db, app.services.walletProvider);
    // The refused payout never reached the provider: nothing there to compare it with.
    expect(report.counted).toMatchObject({ contracts: 5, transfers: 3, reconciled: 2 });
    expect(report.totals.USDC).toMatchObject({
      deposited: 1_000_000_000n,
      withdrawn: 100_000_000n,
      escrow: 150_000_000n,
      withdrawalHolds: 0n,
      // 10 % of 300 and of the professional's 120.000001 (rounded half up to the cent).
      fees: 30_000_000n + 12_000_000n,
      allPostings: 0n,
    });
    // Naira kept apart: 10 % of ₦350,000.55 is ₦35,000.055, rounded half up to the kobo.
    expect(report.totals.NGN).toMatchObject({
      deposited: 90_000_000n,
      withdrawn: 0n,
      available: 90_000_000n - 35_000_055n - 25_000_000n + (35_000_055n - 3_500_006n),
      escrow: 25_000_000n,
      fees: 3_500_006n,
      allPostings: 0n,
      external: -90_000_000n,
    });
  });

  it('catches a posting in another currency than its account’s, which converts money', async () => {
    // Balanced overall and per posting currency; only the account's currency gives it away.
    const found = await problemsWith(async (tx) => {
      const naira = await accountId(tx, accountKey(available(buyer.id), 'NGN'));
      await tx.execute(sql`
        WITH entry AS (INSERT INTO journal_entries (kind, user_id) VALUES ('deposit', ${buyer.id}) RETURNING id)
        INSERT INTO ledger_postings (entry_id, account_id, amount_minor, currency)
        SELECT id, p.account, p.amount, 'USDC' FROM entry,
          (VALUES (${naira}::uuid, 5::bigint), (${PLATFORM_ACCOUNT_IDS.USDC.external}::uuid, -5::bigint))
          AS p (account, amount)`);
    });
    expect(found).toEqual(
      expect.arrayContaining(['posting_in_account_currency', 'balance_matches_postings']),
    );
  });

  it('catches a naira contract paid out in USDC, and an entry unbalanced in one currency', async () => {
    const found = await problemsWith(async (tx) => {
      // A naira contract's escrow emptied into the professional's USDC: each account moved in
      // its own currency, so only the per-currency sums and the contract's entries show it.
      const milestone = await milestoneOf(tx, nairaActive);
      await tx.execute(
        sql`UPDATE contract_milestones SET state = 'released' WHERE id = ${milestone.milestoneId}`,
      );
      await tx.execute(sql`UPDATE contracts SET state = 'completed' WHERE id = ${nairaActive.id}`);
      const escrowId = await accountId(tx, accountKey(escrow(milestone), 'NGN'));
      const sellerUsdc = await accountId(tx, accountKey(available(seller.id), 'USDC'));
      await tx.execute(sql`
        WITH entry AS (
          INSERT INTO journal_entries (kind, contract_id) VALUES ('release', ${nairaActive.id}) RETURNING id)
        INSERT INTO ledger_postings (entry_id, account_id, amount_minor, currency)
        SELECT id, p.account, p.amount, p.currency FROM entry,
          (VALUES (${escrowId}::uuid, -25000000::bigint, 'NGN'),
                  (${sellerUsdc}::uuid, 25000000::bigint, 'USDC'))
          AS p (account, amount, currency)`);
    });
    expect(found).toEqual(
      expect.arrayContaining([
        'entry_balanced',
        'balance_matches_postings',
        'contract_entries',
        'ledger_sums_to_zero',
      ]),
    );
  });

  it('catches a platform account of the wrong currency', async () => {
    const found = await problemsWith(async (tx) => {
      await tx.execute(sql`
        UPDATE ledger_accounts SET currency = 'USDC' WHERE id = ${PLATFORM_ACCOUNT_IDS.NGN.platform_fees}`);
    });
    expect(found).toContain('platform_accounts');
  });

  /**
   * Faults the database itself refuses, planted the only way they can be: in a transaction that
   * is rolled back, with `session_replication_role = replica` where the ledger's triggers
   * (append-only, balance upkeep, the sum-to-zero check) must be bypassed — replica mode
   * skips ordinary and constraint triggers for this session only (CHECK constraints still hold).
   * The check runs inside the same transaction, and the provider reads through it too.
   */
  async function problemsWith(plant: (tx: Tx) => Promise<void>, bypassTriggers = true) {
    const rollback = new Error('roll back the planted fault');
    let found: { invariant: LedgerInvariant; detail: string }[] = [];
    await database()
      .db.transaction(async (tx) => {
        if (bypassTriggers) await tx.execute(sql`SET LOCAL session_replication_role = replica`);
        await plant(tx);
        const report = await checkLedger(tx, {
          provider: testProviders(tx).instant,
          uncreditedGraceMs: 0,
        });
        found = report.problems;
        throw rollback;
      })
      .catch((error: unknown) => {
        if (error !== rollback) throw error;
      });
    return found.map((problem) => problem.invariant);
  }

  /** The one milestone of a contract made from a bid without a list. */
  const milestoneOf = async (tx: Tx, contract: DealContract) => ({
    contractId: contract.id,
    milestoneId: (
      await tx.execute<{ id: string }>(
        sql`SELECT id FROM contract_milestones WHERE contract_id = ${contract.id}`,
      )
    ).rows[0]!.id,
  });
  const accountId = async (tx: Tx, key: string) =>
    (await tx.execute<{ id: string }>(sql`SELECT id FROM ledger_accounts WHERE key = ${key}`))
      .rows[0]!.id;

  it('catches an entry that does not sum to zero (and the balance it skipped)', async () => {
    const found = await problemsWith(async (tx) => {
      const account = await accountId(tx, accountKey(available(buyer.id), 'USDC'));
      await tx.execute(sql`
        WITH entry AS (INSERT INTO journal_entries (kind, user_id) VALUES ('deposit', ${buyer.id}) RETURNING id)
        INSERT INTO ledger_postings (entry_id, account_id, amount_minor, currency)
        SELECT id, ${account}::uuid, 5, 'USDC' FROM entry`);
    });
    expect(found).toEqual(
      expect.arrayContaining(['entry_balanced', 'ledger_sums_to_zero', 'balance_matches_postings']),
    );
  });

  it('catches a balance changed without postings', async () => {
    const found = await problemsWith(async (tx) => {
      await tx.execute(sql`
        UPDATE ledger_accounts SET balance_minor = balance_minor + 1
        WHERE key = ${accountKey(available(seller.id), 'USDC')}`);
    });
    expect(found).toEqual(['balance_matches_postings']);
  });

  it('catches a platform account driven below zero by a balanced entry', async () => {
    // Balanced, so every database guard lets it through: only the check sees it.
    const found = await problemsWith(async (tx) => {
      await postEntry(tx, {
        currency: 'USDC',
        kind: 'withdrawal_complete',
        lines: [
          { account: PLATFORM_FEES, amount: -100_000_000n },
          { account: EXTERNAL, amount: 100_000_000n },
        ],
      });
    }, false);
    expect(found).toEqual(
      expect.arrayContaining(['not_negative', 'external_matches_transfers', 'transfer_entries']),
    );
  });

  it('catches a contract whose state says its escrow was paid out when it was not', async () => {
    const found = await problemsWith(async (tx) => {
      const { milestoneId } = await milestoneOf(tx, active);
      await tx.execute(
        sql`UPDATE contract_milestones SET state = 'released' WHERE id = ${milestoneId}`,
      );
    }, false);
    // The milestone's escrow and entries, and the contract's state its milestones no longer make.
    expect(found).toEqual([
      'escrow_matches_contract',
      'contract_entries',
      'escrow_matches_contract',
    ]);
  });

  it('catches a contract funded twice, though every posting is valid', async () => {
    const found = await problemsWith(async (tx) => {
      await postEntry(tx, {
        currency: 'USDC',
        kind: 'fund_escrow',
        lines: [
          { account: available(buyer.id), amount: -active.amountMinor },
          { account: escrow(await milestoneOf(tx, active)), amount: active.amountMinor },
        ],
        contractId: active.id,
      });
    }, false);
    expect(found).toEqual(['escrow_matches_contract', 'contract_entries']);
  });

  it('catches a deposit recorded without its journal entry', async () => {
    const found = await problemsWith(async (tx) => {
      await tx.execute(sql`
        INSERT INTO wallet_transfers (user_id, direction, provider, source, amount_minor, state)
        VALUES (${buyer.id}, 'deposit', 'local', 'faucet', 7000000, 'complete')`);
    }, false);
    expect(found).toEqual(
      expect.arrayContaining(['transfer_entries', 'external_matches_transfers']),
    );
    expect(found).toContain('provider_reconciliation');
  });

  it('catches a withdrawal marked complete without its completion entry', async () => {
    const destinationAddress = await savedWithdrawalAddress(database().db, seller.id);
    const found = await problemsWith(async (tx) => {
      await requestWithdrawal(tx, { name: 'local' }, seller.id, {
        amountMinor: 2_000_000n,
        destinationAddress,
      });
      await tx.execute(sql`
        UPDATE wallet_transfers SET state = 'complete'
        WHERE user_id = ${seller.id} AND state = 'pending'`);
    }, false);
    expect(found).toEqual(
      expect.arrayContaining([
        'transfer_entries',
        'withdrawal_hold_matches',
        'provider_reconciliation',
      ]),
    );
  });

  it('catches the provider disagreeing on an amount, and a deposit it made that was never credited', async () => {
    const found = await problemsWith(async (tx) => {
      await tx.execute(sql`
        UPDATE local_custody_transfers SET amount_minor = amount_minor + 1
        WHERE direction = 'inbound'`);
    }, false);
    expect(found).toEqual(['provider_reconciliation']);

    const uncredited = await problemsWith(async (tx) => {
      const [wallet] = (
        await tx.execute<{ id: string; address: string }>(sql`
          SELECT circle_wallet_id AS id, wallet_address AS address FROM user_wallets
          WHERE user_id = ${buyer.id}`)
      ).rows;
      await testProviders(tx).instant.requestTestFunds({
        walletId: wallet!.id,
        address: wallet!.address,
        amountMinor: 3_000_000n,
        idempotencyKey: 'minted-but-never-credited',
      });
    }, false);
    expect(uncredited).toEqual(['provider_reconciliation']);
  });

  it('`npm run ledger:check` prints every invariant and exits 0, then 1 once the books are wrong', async () => {
    const run = () =>
      execFileAsync(process.execPath, ['--import', 'tsx', 'src/scripts/check-ledger.ts'], {
        cwd: serverRoot,
        env: {
          PATH: process.env.PATH,
          DATABASE_URL: database().url,
          DATA_DIR: path.join(tmpdir(), 'titletrust-test-data'),
        },
      }).then(
        ({ stdout }) => ({ code: 0, stdout }),
        (error: { code: number; stdout: string }) => ({ code: error.code, stdout: error.stdout }),
      );
    const sound = await run();
    expect(sound.stdout).toContain('The ledger is sound: no differences.');
    expect(sound.stdout).toContain('local: 2 compared');
    expect(sound.code).toBe(0);

    // Committed this time (the last test of the file): the contract claims a payout that never was.
    await database().db.execute(
      sql`UPDATE contract_milestones SET state = 'resolved' WHERE contract_id = ${active.id}`,
    );
    const broken = await run();
    expect(broken.code).toBe(1);
    expect(broken.stdout).toMatch(/FAIL {2}every escrow holds what its contract's state says/);
    expect(broken.stdout).toContain(
      `contract ${active.id}, milestone 1: resolved for 150.00 USDC: escrow holds 150.00 USDC, should hold 0.00 USDC`,
    );
    // Each currency's figures apart, formatted in it.
    expect(sound.stdout).toContain('NGN: deposited ₦900,000.00, withdrawn ₦0.00');
    expect(sound.stdout).toContain('USDC: deposited 1,000.00 USDC, withdrawn 100.00 USDC');
    expect(sound.stdout).toContain('platform fees ₦35,000.06');
    expect(broken.stdout).toContain('3 difference(s) found.');
  });
});
