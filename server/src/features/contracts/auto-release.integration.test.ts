import type { ContractDetail } from '@titletrust/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  balancesOf,
  contractBetween,
  faucet,
  fullDelivery,
  getAs,
  moneyCall,
  postAs,
} from '../../../test/support/escrow';
import { usdc } from '../../../test/support/marketplace';
import type { Persona } from '../../../test/support/personas';
import { buildTestApp, type TestApp } from '../../../test/support/test-app';
import { useTestDatabase } from '../../../test/support/test-database';
import { releaseDueContracts } from './release-due-contracts';

describe('auto-release: 14 days after delivery, with a reminder before', () => {
  const database = useTestDatabase();
  let app: TestApp;

  beforeAll(async () => {
    app = await buildTestApp(database(), { DEMO_MODE: 'true' });
  });
  afterAll(() => app.close());

  /** A delivered contract whose release time is `hoursAhead` from now (negative: passed). */
  async function deliveredContract(hoursAhead: number) {
    const deal = await contractBetween(app, database().db, { amount: 400 });
    await faucet(app, deal.buyer, 400);
    await moneyCall(app, deal.buyer, `/api/contracts/${deal.contractId}/fund`);
    await postAs(app, deal.seller, `/api/contracts/${deal.contractId}/deliveries`, fullDelivery());
    await database().db.execute(
      sql`UPDATE contract_milestones
          SET auto_release_at = now() + make_interval(hours => ${hoursAhead})
          WHERE contract_id = ${deal.contractId}`,
    );
    return deal;
  }

  const notices = async (persona: Persona) =>
    (await getAs(app, persona, '/api/notifications')).json<{
      notifications: { title: string; href: string }[];
    }>().notifications;

  it('reminds the client two days before, once, and releases when the time has come', async () => {
    const soon = await deliveredContract(30);
    const later = await deliveredContract(24 * 10);
    const due = await deliveredContract(-1);

    const first = await releaseDueContracts(database().db);
    expect(first.released).toBe(1);
    expect(first.reminded).toBeGreaterThanOrEqual(2);
    expect((await releaseDueContracts(database().db)).reminded).toBe(0);

    const reminders = (await notices(soon.buyer)).filter(
      (n) => n.title === 'The escrow releases itself soon',
    );
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.href).toBe(`/contracts/${soon.contractId}`);
    expect(
      (await notices(later.buyer)).some((n) => n.title === 'The escrow releases itself soon'),
    ).toBe(false);

    const { contract: released } = (
      await getAs(app, due.seller, `/api/contracts/${due.contractId}`)
    ).json<{ contract: ContractDetail }>();
    expect(released.state).toBe('completed');
    expect(released.timeline.at(-1)?.action).toBe('auto_release');
    expect((await balancesOf(app, due.seller)).availableMinor).toBe(usdc(360));
    expect(
      (await notices(due.buyer)).some((n) => n.title === 'The escrow was released automatically'),
    ).toBe(true);
    const untouched = (await getAs(app, soon.buyer, `/api/contracts/${soon.contractId}`)).json();
    expect(untouched.contract.state).toBe('delivered');
  });

  it('releases once when the client approves at the same moment', async () => {
    const deal = await deliveredContract(-1);
    const [approved] = await Promise.all([
      moneyCall(app, deal.buyer, `/api/contracts/${deal.contractId}/approve`),
      releaseDueContracts(database().db),
    ]);
    expect([200, 409]).toContain(approved.statusCode);
    const { rows } = await database().db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM journal_entries
          WHERE contract_id = ${deal.contractId} AND kind = 'release'`,
    );
    expect(rows[0]!.n).toBe(1);
    expect((await balancesOf(app, deal.seller)).availableMinor).toBe(usdc(360));
  });

  it('a change request stops the clock', async () => {
    const deal = await deliveredContract(-1);
    await postAs(app, deal.buyer, `/api/contracts/${deal.contractId}/request-changes`, {
      note: 'The registry search certificate is missing.',
    });
    await releaseDueContracts(database().db);
    const contract = (await getAs(app, deal.buyer, `/api/contracts/${deal.contractId}`)).json()
      .contract;
    expect(contract).toMatchObject({ state: 'active', autoReleaseAt: null });
  });
});
