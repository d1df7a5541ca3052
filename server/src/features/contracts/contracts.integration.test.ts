import { randomUUID } from 'node:crypto';
import { ESCROW_MESSAGES, SURVEY_CHECKLIST, type ContractDetail } from '@titletrust/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import {
  balancesOf,
  contractBetween,
  faucet,
  fullDelivery,
  getAs,
  moneyCall,
  postAs,
  inCurrency,
} from '../../../test/support/escrow';
import { usdc } from '../../../test/support/marketplace';
import { createPersona, turnOnTwoFactor, type Persona } from '../../../test/support/personas';
import { buildTestApp, type TestApp } from '../../../test/support/test-app';
import { useTestDatabase } from '../../../test/support/test-database';

describe('escrow: from funding to release', () => {
  const database = useTestDatabase();
  let app: TestApp;
  let admin: Persona;

  beforeAll(async () => {
    app = await buildTestApp(database(), { DEMO_MODE: 'true' });
    admin = await createPersona(app, database().db, 'admin');
  });
  afterAll(() => app.close());

  it('funds, delivers, asks for changes, redelivers, approves: the professional is paid less the fee', async () => {
    const { buyer, seller, contractId } = await contractBetween(app, database().db, {
      amount: 700,
    });
    const short = await moneyCall(app, buyer, `/api/contracts/${contractId}/fund`);
    expect(short.statusCode).toBe(409);
    expect(short.json().error).toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
    expect(short.json().error.message).toContain('700.00 USDC');

    await faucet(app, buyer, 1000);
    const funded = await moneyCall(app, buyer, `/api/contracts/${contractId}/fund`);
    expect(funded.statusCode).toBe(200);
    expect(funded.json().contract).toMatchObject({ state: 'active', heldMinor: usdc(700) });
    expect(inCurrency(funded.json().balances)).toMatchObject({
      availableMinor: usdc(300),
      inEscrowMinor: usdc(700),
    });
    // Worded from the contract's terms in the movement's TypeScript (decision 029), as formatUsdc writes amounts.
    const { rows: told } = await database().pool.query<{ body: string; memo: string }>(
      `SELECT n.body, e.memo FROM notifications n, journal_entries e, contracts c, gigs g
       WHERE n.user_id = $1 AND n.type = 'contract_funded' AND e.contract_id = $2
         AND c.id = $2 AND g.id = c.gig_id AND e.memo = g.title`,
      [seller.id, contractId],
    );
    expect(told).toEqual([
      {
        body: `The client paid 700.00 USDC into escrow for “${told[0]?.memo}”.`,
        memo: expect.any(String),
      },
    ]);

    const delivered = await postAs(
      app,
      seller,
      `/api/contracts/${contractId}/deliveries`,
      fullDelivery(),
    );
    expect(delivered.statusCode).toBe(200);
    expect(delivered.json().contract.state).toBe('delivered');
    expect(delivered.json().contract.autoReleaseAt).not.toBeNull();

    const changes = await postAs(app, buyer, `/api/contracts/${contractId}/request-changes`, {
      note: 'Please attach the certified true copy of the registry search.',
    });
    expect(changes.json().contract).toMatchObject({ state: 'active', autoReleaseAt: null });
    await postAs(app, seller, `/api/contracts/${contractId}/deliveries`, fullDelivery());

    const approved = await moneyCall(app, buyer, `/api/contracts/${contractId}/approve`);
    expect(approved.statusCode).toBe(200);
    expect(approved.json().contract).toMatchObject({ state: 'completed', heldMinor: '0' });
    expect((await balancesOf(app, seller)).availableMinor).toBe(usdc(630));

    // /payments: the client sees where the escrow they paid went; the professional their payout.
    const movements = async (who: Persona) =>
      (await getAs(app, who, '/api/money/movements')).json<{
        items: {
          kind: string;
          availableDeltaMinor: string;
          escrowDeltaMinor: string;
          feeMinor: string;
        }[];
      }>().items;
    const clientSees = await movements(buyer);
    expect(clientSees.find((m) => m.kind === 'release')).toMatchObject({
      availableDeltaMinor: '0',
      escrowDeltaMinor: `-${usdc(700)}`,
    });
    expect(clientSees.find((m) => m.kind === 'fund_escrow')).toMatchObject({
      availableDeltaMinor: `-${usdc(700)}`,
      escrowDeltaMinor: usdc(700),
    });
    expect((await movements(seller)).find((m) => m.kind === 'release')).toMatchObject({
      availableDeltaMinor: usdc(630),
      escrowDeltaMinor: '0',
      feeMinor: usdc(70),
    });

    const { contract: detail } = (await getAs(app, seller, `/api/contracts/${contractId}`)).json<{
      contract: ContractDetail;
    }>();
    expect(detail.deliveries).toHaveLength(2);
    expect(detail.timeline.map((e) => e.action)).toEqual([
      'create',
      'fund',
      'deliver',
      'request_changes',
      'deliver',
      'approve',
    ]);
  });

  it('refuses an incomplete checklist, and lets no one else act', async () => {
    const { buyer, seller, contractId } = await contractBetween(app, database().db);
    await faucet(app, buyer, 500);
    const stranger = await createPersona(app, database().db, 'buyer');
    const strangerFunds = await moneyCall(app, stranger, `/api/contracts/${contractId}/fund`);
    expect(strangerFunds.statusCode).toBe(403);
    expect(strangerFunds.json().error.message).toBe('You may not fund this contract.');
    const nowhere = await moneyCall(app, buyer, `/api/contracts/${randomUUID()}/fund`);
    expect(nowhere.statusCode).toBe(404);
    expect((await getAs(app, stranger, `/api/contracts/${contractId}`)).statusCode).toBe(403);
    await moneyCall(app, buyer, `/api/contracts/${contractId}/fund`);

    const partial = fullDelivery();
    partial.checklist = partial.checklist.slice(0, 3);
    const refused = await postAs(app, seller, `/api/contracts/${contractId}/deliveries`, partial);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe('Answer every checklist item before you deliver');
    expect(
      (await postAs(app, buyer, `/api/contracts/${contractId}/deliveries`, fullDelivery()))
        .statusCode,
    ).toBe(403);
    const strangerAsks = await postAs(
      app,
      stranger,
      `/api/contracts/${contractId}/request-changes`,
      {
        note: 'Please attach the certified true copy of the registry search.',
      },
    );
    expect(strangerAsks.statusCode).toBe(403);
    expect(strangerAsks.json().error.message).toBe('You may not request changes on this contract.');
  });

  it('a survey gig is delivered on the survey checklist, each finding stated, and shown so to the client', async () => {
    const { buyer, seller, contractId } = await contractBetween(app, database().db, {
      category: 'property_surveys',
    });
    await faucet(app, buyer, 500);
    await moneyCall(app, buyer, `/api/contracts/${contractId}/fund`);
    const { contract } = (await getAs(app, seller, `/api/contracts/${contractId}`)).json<{
      contract: ContractDetail;
    }>();
    expect(contract.checklist.map((item) => item.key)).toEqual(
      SURVEY_CHECKLIST.map((item) => item.key),
    );
    expect(contract.checklist.find((item) => item.key === 'beacon_numbers')?.record?.label).toBe(
      'Beacon numbers found',
    );

    const findings: Record<string, string> = {
      survey_plan_number: 'LS/D/EPE 2231, signed by Surv. K. Adeyemi (R.2210), 2018',
      beacon_numbers: 'SC/LA 7711A, SC/LA 7712A, SC/LA 7713A, SC/LA 7714A',
      coordinates: 'SC/LA 7711A: 571204.33 mE, 726410.02 mN (Minna datum)',
      area: '2.012 ha measured; 2.000 ha on the plan',
      charting_result: 'Charted 1 Dec 2026, ref. SGL/CH/2026/0931: on no other plan',
      government_acquisition: 'Free from government acquisition',
    };
    const report =
      'I visited the land with the plan, found all four beacons and had the coordinates charted at the Surveyor-General.';
    const answers = (notes: Record<string, string>) =>
      SURVEY_CHECKLIST.map((item) => ({
        key: item.key,
        outcome: item.key === 'encroachment' ? 'not_applicable' : 'confirmed',
        note: notes[item.key] ?? '',
      }));

    // Confirmed without the beacon numbers written down is refused on that item.
    const withoutBeacons = await postAs(app, seller, `/api/contracts/${contractId}/deliveries`, {
      report,
      checklist: answers({ ...findings, beacon_numbers: '  ' }),
      fileIds: [],
    });
    expect(withoutBeacons.statusCode).toBe(400);
    expect(withoutBeacons.json().error).toMatchObject({
      message: ESCROW_MESSAGES.checklistFindingsMissing,
      fields: [{ path: 'checklist.1', message: 'Write the beacon numbers found in the note' }],
    });
    // A land-title answer sheet does not answer a survey.
    const landTitle = await postAs(
      app,
      seller,
      `/api/contracts/${contractId}/deliveries`,
      fullDelivery(),
    );
    expect(landTitle.json().error.message).toBe(ESCROW_MESSAGES.checklistIncomplete);

    const delivered = await postAs(app, seller, `/api/contracts/${contractId}/deliveries`, {
      report,
      checklist: answers(findings),
      fileIds: [],
    });
    expect(delivered.statusCode).toBe(200);
    const { contract: seen } = (await getAs(app, buyer, `/api/contracts/${contractId}`)).json<{
      contract: ContractDetail;
    }>();
    expect(seen.deliveries[0]?.checklist).toEqual(
      SURVEY_CHECKLIST.map((item) => ({
        key: item.key,
        label: item.label,
        outcome: item.key === 'encroachment' ? 'not_applicable' : 'confirmed',
        note: findings[item.key] ?? '',
      })),
    );
  });

  it('a dispute resolved as a split pays each side its part, the fee on the professional part', async () => {
    const { buyer, seller, contractId } = await contractBetween(app, database().db, {
      amount: 1000,
    });
    await faucet(app, buyer, 1000);
    await moneyCall(app, buyer, `/api/contracts/${contractId}/fund`);
    const opened = await postAs(app, buyer, `/api/contracts/${contractId}/dispute`, {
      reason: 'Nothing was delivered three weeks after funding and calls go unanswered.',
    });
    expect(opened.json().contract.state).toBe('disputed');
    const answered = await postAs(app, seller, `/api/contracts/${contractId}/dispute-response`, {
      statement: 'The registry was closed for two weeks; half of the searches are done.',
    });
    expect(answered.json().contract.dispute.response).toContain('registry was closed');

    const queue = (await getAs(app, admin, '/api/admin/disputes')).json<{
      disputes: { contract: { id: string } }[];
    }>();
    expect(queue.disputes.map((d) => d.contract.id)).toContain(contractId);

    const wrong = await moneyCall(app, admin, `/api/admin/contracts/${contractId}/resolve`, {
      outcome: 'split',
      sellerMinor: usdc(400),
      buyerMinor: usdc(500),
      note: 'Half of the work was done.',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.message).toBe(
      'The two parts of a split must add up exactly to the amount held in escrow',
    );
    const resolved = await moneyCall(app, admin, `/api/admin/contracts/${contractId}/resolve`, {
      outcome: 'split',
      sellerMinor: usdc(400),
      buyerMinor: usdc(600),
      note: 'Half of the searches were done.',
    });
    expect(resolved.statusCode).toBe(200);
    expect(resolved.json().contract.state).toBe('resolved');
    expect((await balancesOf(app, seller)).availableMinor).toBe(usdc(360));
    expect((await balancesOf(app, buyer)).availableMinor).toBe(usdc(600));
  });

  it('never lets an admin decide a dispute of a contract they are a party to', async () => {
    // A party made an admin after the deal (an admin may grant the rights to anyone).
    for (const side of ['buyer', 'seller'] as const) {
      const deal = await contractBetween(app, database().db, { amount: 100 });
      const { buyer, contractId } = deal;
      await faucet(app, buyer, 100);
      await moneyCall(app, buyer, `/api/contracts/${contractId}/fund`);
      await postAs(app, buyer, `/api/contracts/${contractId}/dispute`, {
        reason: 'Nothing was delivered three weeks after funding and calls go unanswered.',
      });
      await database().db.update(users).set({ role: 'admin' }).where(eq(users.id, deal[side].id));
      // Admins must use two-factor sign-in before they can act at all.
      const party = await turnOnTwoFactor(app, deal[side]);
      const ownCase = await moneyCall(app, party, `/api/admin/contracts/${contractId}/resolve`, {
        outcome: side === 'buyer' ? 'refund' : 'release',
        note: 'Deciding my own case.',
      });
      expect(ownCase.statusCode, side).toBe(403);
      expect(ownCase.json().error.message).toBe(
        'You are a party to this contract, so another admin must decide its dispute',
      );
      // Turning two-factor on replaced the party's session: the client reads with the new one.
      const client = side === 'buyer' ? party : buyer;
      const contract = (await getAs(app, client, `/api/contracts/${contractId}`)).json();
      expect(contract.contract.state).toBe('disputed');

      const decided = await moneyCall(app, admin, `/api/admin/contracts/${contractId}/resolve`, {
        outcome: 'refund',
        note: 'Nothing was delivered.',
      });
      expect(decided.statusCode).toBe(200);
    }
  });

  it('replays a repeated key, refuses it for another request, and requires one', async () => {
    const { buyer, contractId } = await contractBetween(app, database().db, { amount: 200 });
    await faucet(app, buyer, 200);
    const key = 'fund-once-please';
    const first = await moneyCall(app, buyer, `/api/contracts/${contractId}/fund`, undefined, key);
    const again = await moneyCall(app, buyer, `/api/contracts/${contractId}/fund`, undefined, key);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    const other = await moneyCall(app, buyer, '/api/wallet/faucet', { amountMinor: usdc(5) }, key);
    expect(other.statusCode).toBe(422);
    const missing = await postAs(app, buyer, `/api/contracts/${contractId}/approve`);
    expect(missing.statusCode).toBe(400);
  });
  it('a movement refused under lock keeps nothing of it: no state, entry, event or notice', async () => {
    const { buyer, seller, contractId } = await contractBetween(app, database().db, {
      amount: 100,
    });
    await faucet(app, buyer, 100);
    expect((await moneyCall(app, buyer, `/api/contracts/${contractId}/fund`)).statusCode).toBe(200);
    const traces = async () => {
      const { rows } = await database().pool.query<{
        entries: number;
        events: number;
        notices: number;
      }>(
        `SELECT (SELECT count(*)::int FROM journal_entries WHERE contract_id = $1) AS entries,
                (SELECT count(*)::int FROM lifecycle_events WHERE entity_id = $1) AS events,
                (SELECT count(*)::int FROM notifications WHERE user_id = $2) AS notices`,
        [contractId, seller.id],
      );
      return rows[0];
    };
    const before = await traces();

    const again = await moneyCall(app, buyer, `/api/contracts/${contractId}/fund`);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({ code: 'STATE_CHANGED' });
    expect(again.json().error.message).toMatch(
      /^Already funded — the escrow was funded at \d{2}:\d{2} WAT\.$/,
    );
    const early = await moneyCall(app, buyer, `/api/contracts/${contractId}/approve`);
    expect(early.json().error).toMatchObject({ code: 'STATE_CHANGED' });
    expect(early.json().error.message).toMatch(
      /^Not yet — the escrow was funded at \d{2}:\d{2} WAT\.$/,
    );
    const notTheirs = await moneyCall(app, seller, `/api/contracts/${contractId}/approve`);
    expect(notTheirs.statusCode).toBe(403);

    expect(await traces()).toEqual(before);
    const contract = (await getAs(app, buyer, `/api/contracts/${contractId}`)).json<{
      contract: ContractDetail;
    }>().contract;
    expect(contract).toMatchObject({ state: 'active', heldMinor: usdc(100) });
  });

  it('a movement refused half-way, after its step, leaves no row behind', async () => {
    // A funding short of money moves the contract's state and logs the step before postEntry
    // finds the shortfall: the whole transaction, its key's claim included, rolls back.
    const { buyer, seller, contractId } = await contractBetween(app, database().db, {
      amount: 100,
    });
    await faucet(app, buyer, 40);
    const rows = async () => {
      const { rows: counts } = await database().pool.query(
        `SELECT (SELECT state FROM contracts WHERE id = $1) AS state,
                (SELECT count(*)::int FROM journal_entries WHERE contract_id = $1) AS entries,
                (SELECT count(*)::int FROM lifecycle_events WHERE entity_id = $1) AS events,
                (SELECT count(*)::int FROM notifications WHERE user_id = $2) AS notices,
                (SELECT count(*)::int FROM idempotency_keys WHERE user_id = $3) AS keys,
                (SELECT count(*)::int FROM ledger_postings) AS postings`,
        [contractId, seller.id, buyer.id],
      );
      return counts[0];
    };
    const before = await rows();
    const short = await moneyCall(app, buyer, `/api/contracts/${contractId}/fund`);
    expect(short.statusCode).toBe(409);
    expect(short.json().error).toMatchObject({
      code: 'INSUFFICIENT_FUNDS',
      message:
        'Your available balance is short by 60.00 USDC. Add funds to your wallet, then fund the escrow.',
    });
    expect(await rows()).toEqual({ ...before, state: 'awaiting_funding' });
  });
});
