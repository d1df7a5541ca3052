import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractBetween, faucet, moneyCall } from '../../test/support/escrow';
import { createPersona, type Persona } from '../../test/support/personas';
import { buildTestApp, type TestApp } from '../../test/support/test-app';
import { useTestDatabase } from '../../test/support/test-database';
import { BODY_DEPTH_MAX, BODY_TOO_DEEP, NO_BODY_EXPECTED } from './request-body';

const nested = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;

describe('what a request body may be', () => {
  const database = useTestDatabase();
  let app: TestApp;
  let buyer: Persona;
  let contractId: string;

  beforeAll(async () => {
    app = await buildTestApp(database(), { DEMO_MODE: 'true' });
    ({ buyer, contractId } = await contractBetween(app, database().db, { amount: 50 }));
    await faucet(app, buyer, 50);
  });
  afterAll(() => app.close());

  const post = (persona: Persona, url: string, payload: string) =>
    app.inject({
      method: 'POST',
      url,
      headers: {
        cookie: persona.cookie,
        'content-type': 'application/json',
        'idempotency-key': crypto.randomUUID(),
      },
      payload,
    });

  it('refuses deep nesting with 400 on any route, before anything walks it (6 KB of [[[…]]] was a 500)', async () => {
    for (const url of [`/api/contracts/${contractId}/fund`, '/api/gigs', '/api/wallet/faucet']) {
      for (const levels of [BODY_DEPTH_MAX + 1, 3_000, 50_000]) {
        const answer = await post(buyer, url, nested(levels));
        expect(answer.statusCode, `${url} at ${levels} levels`).toBe(400);
        expect(answer.json().error.message).toBe(BODY_TOO_DEEP);
      }
    }
  });

  it('refuses a body on a route that takes none, and moves no money', async () => {
    for (const body of ['{"amountMinor":"1"}', '[1]', '"text"', '7']) {
      const answer = await post(buyer, `/api/contracts/${contractId}/cancel`, body);
      expect(answer.statusCode, body).toBe(400);
      expect(answer.json().error.message).toBe(NO_BODY_EXPECTED);
    }
    // Funding takes only the milestone it is for: anything else is refused, not ignored.
    for (const body of ['{"amountMinor":"1"}', '[1]', '"text"', '7']) {
      const answer = await post(buyer, `/api/contracts/${contractId}/fund`, body);
      expect(answer.statusCode, body).toBe(400);
    }
    const balances = await app.inject({
      method: 'GET',
      url: '/api/money/balances',
      headers: { cookie: buyer.cookie },
    });
    expect(balances.json()).toContainEqual(
      expect.objectContaining({ currency: 'USDC', availableMinor: '50000000' }),
    );
  });

  it('still takes no body, or an empty one, where none is expected', async () => {
    const other = await contractBetween(app, database().db, { amount: 20, buyer });
    await faucet(app, buyer, 20);
    expect((await moneyCall(app, buyer, `/api/contracts/${contractId}/fund`)).statusCode).toBe(200);
    expect((await post(buyer, `/api/contracts/${other.contractId}/fund`, '{}')).statusCode).toBe(
      200,
    );
  });

  it('leaves a body within the limit to the route, which checks it against its contract', async () => {
    const client = await createPersona(app, database().db, 'buyer');
    const answer = await post(client, '/api/gigs', JSON.stringify({ title: { a: { b: [[1]] } } }));
    expect(answer.statusCode).toBe(400);
    expect(answer.json().error.fields).toContainEqual(expect.objectContaining({ path: 'title' }));
  });
});
