import { randomUUID } from 'node:crypto';
import { lagosToday, splitPayout, type ContractDetail } from '@titletrust/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  contractBetween,
  fullDelivery,
  getAs,
  moneyCall,
  postAs,
} from '../../../test/support/escrow';
import { creditNaira, expectSoundLedger } from '../../../test/support/ledger';
import { createPersona, type Persona } from '../../../test/support/personas';
import { buildTestApp, type TestApp } from '../../../test/support/test-app';
import { useTestDatabase } from '../../../test/support/test-database';
import { releaseDueContracts } from './release-due-contracts';

const day = (offset: number) => lagosToday(new Date(Date.now() + offset * 86_400_000));

/** A land deal in three stages, in naira: ₦300,000 + ₦400,000 + ₦200,000 = ₦900,000. */
const THREE_STAGES = [
  {
    title: 'Land registry search',
    deliverable: 'A search report from the Lagos Land Registry',
    amountMinor: '30000000',
    dueOn: day(7),
  },
  {
    title: 'Survey charting',
    deliverable: 'The survey plan charted at the Surveyor-General’s office',
    amountMinor: '40000000',
    dueOn: day(30),
  },
  {
    title: 'Deed of assignment',
    deliverable: 'The deed drafted, signed and stamped',
    amountMinor: '20000000',
    dueOn: day(60),
  },
];
const PRICE = 90_000_000n;

describe('a contract in milestones', () => {
  const database = useTestDatabase();
  let app: TestApp;
  let admin: Persona;

  beforeAll(async () => {
    app = await buildTestApp(database(), { DEMO_MODE: 'true' });
    admin = await createPersona(app, database().db, 'admin');
  });
  afterAll(() => app.close());

  async function threeStageDeal() {
    const deal = await contractBetween(app, database().db, {
      currency: 'NGN',
      amountMinor: PRICE,
      milestones: THREE_STAGES,
    });
    const buyerId = (await getAs(app, deal.buyer, '/api/accounts/session')).json().user.id;
    await creditNaira(database().db, buyerId, PRICE);
    return deal;
  }

  const read = async (persona: Persona, contractId: string) =>
    (await getAs(app, persona, `/api/contracts/${contractId}`)).json<{ contract: ContractDetail }>()
      .contract;
  const url = (contractId: string, action: string) => `/api/contracts/${contractId}/${action}`;

  it('funds, delivers and releases milestone by milestone, each from its own escrow, less its fee', async () => {
    const { buyer, seller, contractId, gigId } = await threeStageDeal();
    let contract = await read(buyer, contractId);
    expect(contract.milestones.map((m) => [m.position, m.title, m.amountMinor, m.state])).toEqual([
      [1, 'Land registry search', '30000000', 'awaiting_funding'],
      [2, 'Survey charting', '40000000', 'awaiting_funding'],
      [3, 'Deed of assignment', '20000000', 'awaiting_funding'],
    ]);
    const [first, second, third] = contract.milestones.map((m) => m.id);
    expect(contract.actions).toEqual(['fund', 'cancel']);
    expect(contract.milestones.map((m) => m.actions)).toEqual([['fund'], [], []]);

    // Funding goes in order: milestone 3 cannot come before milestone 1.
    const outOfOrder = await moneyCall(app, buyer, url(contractId, 'fund'), { milestoneId: third });
    expect(outOfOrder.statusCode).toBe(409);
    expect(outOfOrder.json().error.message).toBe(
      'Fund the milestones in order: milestone 1 comes first.',
    );
    // Nothing is delivered before its milestone is funded.
    const early = await postAs(app, seller, url(contractId, 'deliveries'), fullDelivery());
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toBe(
      'Milestone 1 is not funded yet: the client funds it before the work is delivered.',
    );

    const funded = await moneyCall(app, buyer, url(contractId, 'fund'), { milestoneId: first });
    expect(funded.statusCode).toBe(200);
    contract = funded.json().contract;
    expect(contract.state).toBe('active');
    expect(contract.heldMinor).toBe('30000000');
    // Only milestone 1's amount left the client's balance.
    expect(funded.json().balances[0]).toMatchObject({ availableMinor: '60000000' });
    // Funding it again is refused, and says when it was funded.
    const twice = await moneyCall(app, buyer, url(contractId, 'fund'), { milestoneId: first });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toMatch(/^Already funded — the escrow was funded at /);

    // Delivered, sent back, delivered again, approved: milestone 1 is paid, less its fee.
    expect(
      (await postAs(app, seller, url(contractId, 'deliveries'), fullDelivery())).statusCode,
    ).toBe(200);
    const changes = await postAs(app, buyer, url(contractId, 'request-changes'), {
      note: 'Attach the registry receipt, please.',
      milestoneId: first,
    });
    expect(changes.json().contract.milestones[0].state).toBe('active');
    expect(
      (await postAs(app, seller, url(contractId, 'deliveries'), fullDelivery())).statusCode,
    ).toBe(200);
    const approved = await moneyCall(app, buyer, url(contractId, 'approve'), {
      milestoneId: first,
    });
    expect(approved.statusCode).toBe(200);
    contract = approved.json().contract;
    const fee1 = splitPayout(30_000_000n, contract.feeBps, 'NGN');
    expect(contract.milestones[0]).toMatchObject({
      state: 'released',
      settlement: {
        kind: 'release',
        sellerReceivedMinor: fee1.payout.toString(),
        feeMinor: fee1.fee.toString(),
      },
    });
    // Between milestones: the next one waits for its money; either side may end here.
    expect(contract.state).toBe('awaiting_funding');
    expect(contract.currentMilestoneId).toBe(second);
    expect(contract.actions).toEqual(['fund', 'end']);
    expect(contract.deliveries.filter((d) => d.milestoneId === first)).toHaveLength(2);

    // Milestone 2 funded; milestone 3 funded ahead while 2 is in progress.
    await moneyCall(app, buyer, url(contractId, 'fund'), { milestoneId: second });
    contract = await read(buyer, contractId);
    expect(contract.milestones[2]!.actions).toEqual(['fund']);
    const ahead = await moneyCall(app, buyer, url(contractId, 'fund'), { milestoneId: third });
    expect(ahead.statusCode).toBe(200);
    expect(ahead.json().contract).toMatchObject({ state: 'active', heldMinor: '60000000' });
    // Work goes one milestone at a time: 3 cannot be delivered before 2.
    const skip = await postAs(app, seller, url(contractId, 'deliveries'), {
      ...fullDelivery(),
      milestoneId: third,
    });
    expect(skip.statusCode).toBe(409);
    expect(skip.json().error.message).toBe('Milestone 2 is the one in progress: finish it first.');

    await postAs(app, seller, url(contractId, 'deliveries'), {
      ...fullDelivery(),
      milestoneId: second,
    });
    await moneyCall(app, buyer, url(contractId, 'approve'), { milestoneId: second });
    // Milestone 3 delivered and released by the clock, 14 days on.
    await postAs(app, seller, url(contractId, 'deliveries'), fullDelivery());
    await database().db.execute(sql`
      UPDATE contract_milestones SET auto_release_at = now() - interval '1 minute'
      WHERE id = ${third}`);
    expect((await releaseDueContracts(database().db)).released).toBe(1);

    contract = await read(seller, contractId);
    expect(contract.state).toBe('completed');
    expect(contract.milestones.map((m) => m.state)).toEqual(['released', 'released', 'released']);
    expect(contract.actions).toEqual([]);
    // The parts add up to the price exactly: what the professional got plus the fees.
    const fees = contract.milestones.reduce((sum, m) => sum + BigInt(m.settlement!.feeMinor), 0n);
    const paid = contract.milestones.reduce(
      (sum, m) => sum + BigInt(m.settlement!.sellerReceivedMinor),
      0n,
    );
    expect(fees + paid).toBe(PRICE);
    expect(contract.settlement).toMatchObject({ feeMinor: fees.toString() });
    const { rows } = await database().db.execute<{ milestone_id: string; kind: string }>(sql`
      SELECT milestone_id, kind FROM journal_entries WHERE contract_id = ${contractId}
      ORDER BY created_at`);
    expect(
      rows.map((row) => [row.kind, [first, second, third].indexOf(row.milestone_id) + 1]),
    ).toEqual([
      ['fund_escrow', 1],
      ['release', 1],
      ['fund_escrow', 2],
      ['fund_escrow', 3],
      ['release', 2],
      ['release', 3],
    ]);
    const gig = await database().db.execute<{ state: string }>(
      sql`SELECT state FROM gigs WHERE id = ${gigId}`,
    );
    expect(gig.rows[0]!.state).toBe('completed');
    await expectSoundLedger(database().db);
  });

  it('ends between milestones: the unfunded ones are dropped and what was paid stays paid', async () => {
    const { buyer, seller, contractId } = await threeStageDeal();
    // Not before anything was paid (that is cancelling), nor while a milestone holds money.
    const tooSoon = await postAs(app, seller, url(contractId, 'end'));
    expect(tooSoon.json().error.message).toBe(
      'Nothing was paid on this contract yet: cancel it instead.',
    );
    await moneyCall(app, buyer, url(contractId, 'fund'));
    const whileHeld = await postAs(app, seller, url(contractId, 'end'));
    expect(whileHeld.statusCode).toBe(409);
    expect(whileHeld.json().error.message).toMatch(/^A milestone is funded and not yet paid out/);
    await postAs(app, seller, url(contractId, 'deliveries'), fullDelivery());
    await moneyCall(app, buyer, url(contractId, 'approve'));

    const ended = await postAs(app, seller, url(contractId, 'end'));
    expect(ended.statusCode).toBe(200);
    const contract: ContractDetail = ended.json().contract;
    expect(contract.state).toBe('completed');
    expect(contract.milestones.map((m) => m.state)).toEqual(['released', 'dropped', 'dropped']);
    expect(contract.timeline.at(-1)).toMatchObject({ action: 'end', milestonePosition: null });
    const notices = (await getAs(app, buyer, '/api/notifications')).json().notifications;
    expect(notices[0]).toMatchObject({ title: 'The contract was ended' });
    expect(notices[0].body).toContain('2 milestones were not started. What was paid stays paid.');
    // Nothing more can be funded.
    const after = await moneyCall(app, buyer, url(contractId, 'fund'));
    expect(after.statusCode).toBe(409);
    await expectSoundLedger(database().db);
  });

  it('disputes milestone 2 after milestone 1 was released: the ruling splits milestone 2 alone', async () => {
    const { buyer, seller, contractId } = await threeStageDeal();
    await moneyCall(app, buyer, url(contractId, 'fund'));
    await postAs(app, seller, url(contractId, 'deliveries'), fullDelivery());
    await moneyCall(app, buyer, url(contractId, 'approve'));
    await moneyCall(app, buyer, url(contractId, 'fund'));
    await postAs(app, seller, url(contractId, 'deliveries'), fullDelivery());

    const opened = await postAs(app, buyer, url(contractId, 'dispute'), {
      reason: 'The survey plan charted the wrong plot: beacon numbers do not match.',
    });
    expect(opened.statusCode).toBe(200);
    let contract: ContractDetail = opened.json().contract;
    expect(contract.state).toBe('disputed');
    expect(contract.dispute).toMatchObject({
      milestonePosition: 2,
      milestoneTitle: 'Survey charting',
    });
    // Later milestones wait for the ruling.
    const waits = await moneyCall(app, buyer, url(contractId, 'fund'));
    expect(waits.statusCode).toBe(409);
    expect(waits.json().error.message).toBe(
      'A milestone is in dispute: the next ones wait for the administrator’s ruling.',
    );
    const queue = (await getAs(app, admin, '/api/admin/disputes')).json<{
      disputes: { contract: ContractDetail }[];
    }>().disputes;
    const queued = queue.find((item) => item.contract.id === contractId);
    expect(queued?.contract.dispute?.milestonePosition).toBe(2);

    // A split must add up to milestone 2's ₦400,000, not the contract's ₦900,000.
    const wrong = await moneyCall(app, admin, `/api/admin/contracts/${contractId}/resolve`, {
      outcome: 'split',
      sellerMinor: '45000000',
      buyerMinor: '45000000',
      note: 'Half each for the charting that went wrong.',
    });
    expect(wrong.statusCode).toBe(400);
    const ruled = await moneyCall(app, admin, `/api/admin/contracts/${contractId}/resolve`, {
      outcome: 'split',
      sellerMinor: '10000000',
      buyerMinor: '30000000',
      note: 'The plot was charted wrongly; the search part of the work stands.',
    });
    expect(ruled.statusCode).toBe(200);
    contract = await read(buyer, contractId);
    expect(contract.milestones.map((m) => m.state)).toEqual([
      'released',
      'resolved',
      'awaiting_funding',
    ]);
    expect(contract.milestones[1]!.settlement).toMatchObject({
      kind: 'split',
      buyerRefundedMinor: '30000000',
    });
    expect(contract.milestones[0]!.settlement!.kind).toBe('release');
    // The contract goes on with milestone 3.
    expect(contract.state).toBe('awaiting_funding');
    expect(contract.actions).toEqual(['fund', 'end']);
    await expectSoundLedger(database().db);
  });

  it('lets only the right side act, and reads a one-milestone contract as before', async () => {
    const { buyer, seller, contractId } = await contractBetween(app, database().db, {
      amount: 100,
    });
    const contract = await read(seller, contractId);
    expect(contract.milestones).toHaveLength(1);
    expect(contract.milestones[0]).toMatchObject({
      position: 1,
      amountMinor: contract.amountMinor,
      deliverable: 'The whole of the work, delivered at once.',
    });
    expect(contract.actions).toEqual(['cancel']);
    // Another client may not fund it, and the professional may not deliver what is unfunded.
    const stranger = await createPersona(app, database().db, 'buyer');
    const strangerFunds = await moneyCall(app, stranger, url(contractId, 'fund'));
    expect(strangerFunds.statusCode).toBe(403);
    expect(strangerFunds.json().error.message).toBe('You may not fund this contract.');
    const unknown = await moneyCall(app, buyer, url(contractId, 'fund'), {
      milestoneId: randomUUID(),
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe('This contract has no such milestone.');
  });
});
