import type { DueMilestone, MilestoneState } from '@titletrust/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractBetween, getAs } from '../../../test/support/escrow';
import { createVerifiedSeller } from '../../../test/support/marketplace';
import { createPersona, type Persona } from '../../../test/support/personas';
import { buildTestApp, type TestApp } from '../../../test/support/test-app';
import { useTestDatabase } from '../../../test/support/test-database';

/**
 * The dashboards say what is due from each side next in a contract in stages: the client funds
 * the milestone in progress or reviews its delivery, the professional delivers it; nothing while
 * it waits on the other side or an administrator, and nothing for a contract of one milestone.
 */
describe('milestones due on the dashboards', () => {
  const database = useTestDatabase();
  let app: TestApp;
  let buyer: Persona;
  let seller: Persona;

  beforeAll(async () => {
    app = await buildTestApp(database(), { DEMO_MODE: 'true' });
    buyer = await createPersona(app, database().db, 'buyer');
    seller = await createVerifiedSeller(app, database().db);
  });
  afterAll(() => app.close());

  /** A naira contract of ₦1,000,000 between the two. */
  const nairaContract = async (parties: { buyer: Persona; seller: Persona }) =>
    (
      await contractBetween(app, database().db, {
        ...parties,
        currency: 'NGN',
        amountMinor: 100_000_000n,
      })
    ).contractId;

  const STAGES = [
    { title: 'Registry search', amountMinor: 20_000_000n, dueOn: '2026-12-10' },
    { title: 'Survey charting', amountMinor: 40_000_000n, dueOn: '2026-12-20' },
    { title: 'Deed of assignment', amountMinor: 40_000_000n, dueOn: '2027-01-15' },
  ];

  /** The contract's milestones in these states, written as the contract core writes them. */
  async function setMilestones(contractId: string, states: MilestoneState[]) {
    for (const [index, state] of states.entries()) {
      const stage = STAGES[index]!;
      await database().db.execute(sql`
        INSERT INTO contract_milestones
          (contract_id, position, title, deliverable, amount_minor, due_on, state)
        VALUES (${contractId}, ${index + 1}, ${stage.title},
          ${'A report with certified copies from the Lagos Land Registry.'},
          ${stage.amountMinor}, ${stage.dueOn}, ${state})
        ON CONFLICT (contract_id, position) DO UPDATE SET title = excluded.title,
          deliverable = excluded.deliverable, amount_minor = excluded.amount_minor,
          due_on = excluded.due_on, state = excluded.state`);
    }
  }

  const dueFor = async (persona: Persona, side: 'buyer' | 'seller') =>
    (await getAs(app, persona, `/api/dashboard/${side}`)).json<{
      milestonesDue: DueMilestone[];
      nextActions: { label: string }[];
    }>();

  const labels = async (persona: Persona, side: 'buyer' | 'seller') =>
    (await dueFor(persona, side)).milestonesDue.map((milestone) => milestone.label);

  it('lists the next move of each side on the milestone in progress, and no other', async () => {
    const staged = await nairaContract({ buyer, seller });
    // A contract of one milestone keeps the dashboard's usual words.
    await nairaContract({ buyer, seller });

    await setMilestones(staged, ['released', 'awaiting_funding', 'awaiting_funding']);
    const client = await dueFor(buyer, 'buyer');
    expect(client.milestonesDue).toEqual([
      {
        contractId: staged,
        gigTitle: expect.any(String),
        step: 'fund',
        position: 2,
        title: 'Survey charting',
        currency: 'NGN',
        amountMinor: '40000000',
        dueOn: '2026-12-20',
        label: 'Fund milestone 2: Survey charting, ₦400,000.00',
        href: `/contracts/${staged}`,
      },
    ]);
    expect(client.nextActions.map((action) => action.label)).toContain(
      'Fund the escrow of an accepted bid',
    );
    expect(await labels(seller, 'seller')).toEqual([]);

    // Funded: the professional delivers it.
    await setMilestones(staged, ['released', 'active', 'awaiting_funding']);
    expect(await labels(buyer, 'buyer')).toEqual([]);
    expect(await labels(seller, 'seller')).toEqual([
      'Deliver milestone 2: Survey charting, ₦400,000.00',
    ]);

    // Delivered, with the next one funded early: the client reviews; the professional finishes
    // milestone 2 before the third.
    await setMilestones(staged, ['released', 'delivered', 'active']);
    expect(await labels(buyer, 'buyer')).toEqual([
      'Review milestone 2: Survey charting, ₦400,000.00',
    ]);
    expect(await labels(seller, 'seller')).toEqual([]);

    // In dispute: an administrator decides, and the later milestones wait.
    await setMilestones(staged, ['released', 'disputed', 'active']);
    expect(await labels(buyer, 'buyer')).toEqual([]);
    expect(await labels(seller, 'seller')).toEqual([]);

    // Ended between milestones: nothing is due any more.
    await setMilestones(staged, ['released', 'released', 'dropped']);
    expect(await labels(buyer, 'buyer')).toEqual([]);
  });

  it('shows each person only their own contracts, the soonest due first', async () => {
    const otherBuyer = await createPersona(app, database().db, 'buyer');
    const otherSeller = await createVerifiedSeller(app, database().db);
    const later = await nairaContract({ buyer: otherBuyer, seller: otherSeller });
    const sooner = await nairaContract({ buyer: otherBuyer, seller: otherSeller });
    await setMilestones(later, ['released', 'released', 'awaiting_funding']);
    await setMilestones(sooner, ['awaiting_funding', 'awaiting_funding', 'awaiting_funding']);

    expect(await labels(otherBuyer, 'buyer')).toEqual([
      'Fund milestone 1: Registry search, ₦200,000.00',
      'Fund milestone 3: Deed of assignment, ₦400,000.00',
    ]);
    // The first test's client sees none of them.
    expect(await labels(buyer, 'buyer')).toEqual([]);
  });
});
