import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  contractBetween,
  faucet,
  fullDelivery,
  moneyCall,
  postAs,
} from '../../../test/support/escrow';
import { buildTestApp, type TestApp } from '../../../test/support/test-app';
import { useTestDatabase } from '../../../test/support/test-database';

/** "14:02": when the contract's `action` happened, on the Lagos clock. */
const lagosClock = (at: Date) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Africa/Lagos',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(at);

describe('a contract action on a contract that has moved on', () => {
  const database = useTestDatabase();
  let app: TestApp;

  beforeAll(async () => {
    app = await buildTestApp(database(), { DEMO_MODE: 'true' });
  });
  afterAll(() => app.close());

  const eventTime = async (contractId: string, action: string) => {
    const { rows } = await database().pool.query<{ at: Date }>(
      `SELECT created_at AS at FROM lifecycle_events
       WHERE (entity_id = $1 OR details->>'contractId' = $1::text) AND action = $2`,
      [contractId, action],
    );
    expect(rows).toHaveLength(1);
    return lagosClock(rows[0]!.at);
  };

  it('a second approval (another tab, its own key) is told when the payment was released; the first key replays; money moved once', async () => {
    const { buyer, seller, contractId } = await contractBetween(app, database().db, {
      amount: 700,
    });
    await faucet(app, buyer, 700);
    const approve = `/api/contracts/${contractId}/approve`;
    expect((await moneyCall(app, buyer, `/api/contracts/${contractId}/fund`)).statusCode).toBe(200);
    const delivered = await postAs(
      app,
      seller,
      `/api/contracts/${contractId}/deliveries`,
      fullDelivery(),
    );
    expect(delivered.statusCode).toBe(200);

    const first = await moneyCall(app, buyer, approve, undefined, 'approve-in-tab-one');
    expect(first.statusCode).toBe(200);
    const second = await moneyCall(app, buyer, approve, undefined, 'approve-in-tab-two');
    expect(second.statusCode).toBe(409);
    expect(second.json().error).toEqual({
      code: 'STATE_CHANGED',
      message: `Already approved — the payment was released at ${await eventTime(contractId, 'approve')} WAT.`,
    });

    // The first tab's retry (same key) replays its receipt: still the one movement.
    const retry = await moneyCall(app, buyer, approve, undefined, 'approve-in-tab-one');
    expect(retry.statusCode).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json().movement).toEqual(first.json().movement);
    expect(retry.json().contract.state).toBe('completed');

    // The refused request kept nothing: asked again under its key, it is refused again.
    const secondAgain = await moneyCall(app, buyer, approve, undefined, 'approve-in-tab-two');
    expect(secondAgain.json().error.code).toBe('STATE_CHANGED');

    const { rows: releases } = await database().pool.query(
      `SELECT id FROM journal_entries WHERE contract_id = $1 AND kind = 'release'`,
      [contractId],
    );
    expect(releases).toHaveLength(1);

    // Too late for a dispute, too: told what happened instead.
    const dispute = await postAs(app, seller, `/api/contracts/${contractId}/dispute`, {
      reason: 'The client approved in another tab before I could raise the issue.',
    });
    expect(dispute.statusCode).toBe(409);
    expect(dispute.json().error.message).toMatch(
      /^No longer possible — the payment was released at \d{2}:\d{2} WAT\.$/,
    );
  });

  it('funding twice, and cancelling after the funding, say when the escrow was funded', async () => {
    const { buyer, seller, contractId } = await contractBetween(app, database().db, {
      amount: 100,
    });
    await faucet(app, buyer, 300);
    const fund = `/api/contracts/${contractId}/fund`;
    expect((await moneyCall(app, buyer, fund)).statusCode).toBe(200);
    const funded = await eventTime(contractId, 'fund');

    const again = await moneyCall(app, buyer, fund);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toEqual({
      code: 'STATE_CHANGED',
      message: `Already funded — the escrow was funded at ${funded} WAT.`,
    });
    const cancel = await postAs(app, seller, `/api/contracts/${contractId}/cancel`);
    expect(cancel.json().error).toEqual({
      code: 'STATE_CHANGED',
      message: `No longer possible — the escrow was funded at ${funded} WAT.`,
    });
  });
});
