import type { Movement } from '@titletrust/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { faucet, getAs, moneyCall, postAs } from '../../../test/support/escrow';
import { bidAs, createVerifiedSeller, postGigAs, usdc } from '../../../test/support/marketplace';
import { createPersona, type Persona } from '../../../test/support/personas';
import { buildTestApp, type TestApp } from '../../../test/support/test-app';
import { useTestDatabase } from '../../../test/support/test-database';
import { lagosToday } from '@titletrust/shared';

/** /payments and its CSV name the milestone a contract's movement was for, in a contract in stages. */
describe('movements of a contract in stages', () => {
  const database = useTestDatabase();
  let app: TestApp;
  let buyer: Persona;
  let seller: Persona;

  beforeAll(async () => {
    app = await buildTestApp(database(), { DEMO_MODE: 'true' });
    buyer = await createPersona(app, database().db, 'buyer');
    seller = await createVerifiedSeller(app, database().db);
    await faucet(app, buyer, 1_000);
  });
  afterAll(() => app.close());

  it('names the milestone funded, on the list and in the CSV', async () => {
    const gig = await postGigAs(app, buyer);
    const today = lagosToday();
    const bid = await bidAs(app, seller, gig.id, {
      amountMinor: usdc(500),
      milestones: [
        {
          title: 'Registry search',
          deliverable: 'A search report with certified copies.',
          amountMinor: usdc(200),
          dueOn: today,
        },
        {
          title: 'Survey charting',
          deliverable: 'The survey plan charted, with its report.',
          amountMinor: usdc(300),
          dueOn: today,
        },
      ],
    });
    expect(bid.statusCode, bid.body).toBe(201);
    const accepted = await postAs(app, buyer, `/api/bids/${bid.json().bid.id}/accept`);
    const contractId = accepted.json<{ contract: { id: string } }>().contract.id;
    const funded = await moneyCall(app, buyer, `/api/contracts/${contractId}/fund`);
    expect(funded.statusCode, funded.body).toBe(200);

    const { items } = (await getAs(app, buyer, '/api/money/movements?kind=fund_escrow')).json<{
      items: Movement[];
    }>();
    expect(items.map((item) => item.milestone)).toEqual([
      { position: 1, title: 'Registry search' },
    ]);
    const csv = (await getAs(app, buyer, '/api/money/movements.csv?kind=fund_escrow')).body;
    expect(csv.split('\r\n')[0]).toContain('Gig,Milestone,Currency');
    expect(csv).toContain(',1: Registry search,');
  });
});
