import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balancesOf, contractBetween, faucet, getAs, moneyCall } from './support/escrow';
import { buildTestApp, type TestApp } from './support/test-app';
import { useTestDatabase } from './support/test-database';
import { checkLedger } from '../src/features/ledger';

// UUIDs are read case-insensitively (RFC 9562), and the routes' schemas accept capitals; found by
// `npm run fuzz:api`, funding a contract named in capitals was a 500 (a duplicate escrow account).
describe('an id in the path, in capitals', () => {
  const database = useTestDatabase();
  let app: TestApp;

  beforeAll(async () => {
    app = await buildTestApp(database(), { DEMO_MODE: 'true' });
  });
  afterAll(() => app.close());

  it('names the same contract: funding it moves the money once into its escrow', async () => {
    const { buyer, contractId } = await contractBetween(app, database().db, { amount: 40 });
    await faucet(app, buyer, 40);
    const funded = await moneyCall(app, buyer, `/api/contracts/${contractId.toUpperCase()}/fund`);
    expect(funded.statusCode, funded.body).toBe(200);
    expect(funded.json().contract.id).toBe(contractId);
    expect(await balancesOf(app, buyer)).toMatchObject({
      availableMinor: '0',
      inEscrowMinor: '40000000',
    });
    const again = await moneyCall(app, buyer, `/api/contracts/${contractId}/fund`);
    expect(again.statusCode).toBe(409);
    expect((await checkLedger(database().db)).problems).toEqual([]);
  });

  it('answers a read as the lower-case id does', async () => {
    const { buyer, gigId, contractId } = await contractBetween(app, database().db, { amount: 10 });
    for (const [path, id] of [
      ['/api/contracts/', contractId],
      ['/api/gigs/', gigId],
    ] as const) {
      const lower = await getAs(app, buyer, path + id);
      const upper = await getAs(app, buyer, path + id.toUpperCase());
      expect(lower.statusCode).toBe(200);
      expect(upper.statusCode, path).toBe(200);
      expect(upper.json()).toEqual(lower.json());
    }
  });
});
