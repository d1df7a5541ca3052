import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { waitFor } from '../wait-for';
import {
  FAKE_PAYSTACK_ACCOUNTS,
  FAKE_PAYSTACK_SECRET,
  startFakePaystack,
  type FakePaystack,
  type TransferOutcome,
} from './index';
import { hmacSha512, paystackCall, startWebhookReceiver } from './test-client';

const OTHER_KEY = 'sk_test_another_integration_key';
const accountFor = (outcome: TransferOutcome) =>
  FAKE_PAYSTACK_ACCOUNTS.find((a) => a.outcome === outcome)!;

describe('the fake Paystack: transfers and their webhooks', () => {
  let fake: FakePaystack;
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
  let serial = 0;
  const call = (method: string, path: string, body?: unknown, key?: string) =>
    paystackCall(fake, method, path, body, key);

  beforeEach(async () => {
    receiver = await startWebhookReceiver();
    // Time does not move transfers on here: each test moves them with settleTransfers().
    fake = await startFakePaystack({
      webhookUrl: receiver.url,
      balanceKobo: 10_000_000,
      settleAfterMs: null,
    });
  });
  afterEach(async () => {
    expect(fake.answerViolations).toEqual([]);
    expect(fake.specViolations).toEqual([]);
    await fake.close();
    await receiver.close();
  });

  async function recipientFor(outcome: TransferOutcome, key?: string) {
    const account = accountFor(outcome);
    const created = await call(
      'POST',
      '/transferrecipient',
      {
        type: 'nuban',
        name: account.name,
        account_number: account.accountNumber,
        bank_code: account.bankCode,
        currency: 'NGN',
      },
      key,
    );
    return created.body.data.recipient_code as string;
  }

  async function send(outcome: TransferOutcome, amount = 250_000, key?: string) {
    const reference = `payout-${String(++serial).padStart(4, '0')}-0000000000`;
    const answer = await call(
      'POST',
      '/transfer',
      {
        source: 'balance',
        amount,
        recipient: await recipientFor(outcome, key),
        reference,
        reason: 'Payout for contract 42',
        currency: 'NGN',
      },
      key,
    );
    return { reference, answer };
  }

  const verify = async (reference: string) =>
    (await call('GET', `/transfer/verify/${reference}`)).body.data;
  const receivedFor = (reference: string) =>
    receiver.received
      .map(
        (r) => JSON.parse(r.body) as { event: string; data: { reference: string; status: string } },
      )
      .filter((e) => e.data.reference === reference);

  it("pays at once to a 'success' account, with transfer.success signed by the key that sent it", async () => {
    const { reference, answer } = await send('success', 250_000, OTHER_KEY);
    expect(answer).toMatchObject({
      status: 200,
      body: {
        status: true,
        message: 'Transfer has been queued',
        data: { status: 'success', reference },
      },
    });
    expect(answer.body.data.transfer_code).toMatch(/^TRF_[a-z0-9]+$/);
    expect(fake.balanceKobo()).toBe(9_750_000);
    const [webhook] = await waitFor(
      async () => receiver.received,
      (r) => r.length === 1,
    );
    expect(webhook!.signature).toBe(hmacSha512(webhook!.body, OTHER_KEY));
    expect(JSON.parse(webhook!.body)).toEqual({
      event: 'transfer.success',
      data: await verify(reference),
    });
    expect(await verify(reference)).toMatchObject({
      status: 'success',
      amount: 250_000,
      gateway_response: 'Approved',
      recipient: { details: { account_number: accountFor('success').accountNumber } },
    });
  });

  it('keeps a failing transfer pending until it settles, then fails it and returns the money', async () => {
    const { reference, answer } = await send('failed');
    expect(answer.body.data.status).toBe('pending');
    expect(fake.balanceKobo()).toBe(9_750_000);
    await fake.settleTransfers();
    expect(await verify(reference)).toMatchObject({ status: 'failed' });
    expect(fake.balanceKobo()).toBe(10_000_000);
    expect(receivedFor(reference).map((e) => e.event)).toEqual(['transfer.failed']);
  });

  it('settles a pending transfer to success, and reverses a paid one later, returning the money', async () => {
    const pending = await send('pending_then_success');
    const reversed = await send('success_then_reversed');
    expect(pending.answer.body.data.status).toBe('pending');
    expect(reversed.answer.body.data.status).toBe('success');
    await fake.settleTransfers();
    expect((await verify(pending.reference)).status).toBe('success');
    expect((await verify(reversed.reference)).status).toBe('reversed');
    expect(fake.balanceKobo()).toBe(9_750_000);
    await waitFor(
      async () => receivedFor(reversed.reference),
      (e) => e.length === 2,
    );
    expect(receivedFor(pending.reference).map((e) => e.event)).toEqual(['transfer.success']);
    expect(receivedFor(reversed.reference).map((e) => e.event)).toEqual([
      'transfer.success',
      'transfer.reversed',
    ]);
  });

  it('asks for an OTP, refuses a wrong one and pays on the right one', async () => {
    const { reference, answer } = await send('otp');
    expect(answer.body).toMatchObject({
      message: 'Transfer requires OTP to continue',
      data: { status: 'otp' },
    });
    const code = answer.body.data.transfer_code;
    expect(
      await call('POST', '/transfer/finalize_transfer', { transfer_code: code, otp: '000000' }),
    ).toMatchObject({ status: 400, body: { status: false, message: 'Invalid OTP' } });
    const finalized = await call('POST', '/transfer/finalize_transfer', {
      transfer_code: code,
      otp: '123456',
    });
    expect(finalized.body).toMatchObject({ status: true, data: { status: 'success', reference } });
    expect(
      (await call('POST', '/transfer/finalize_transfer', { transfer_code: code, otp: '123456' }))
        .status,
    ).toBe(400);
    await waitFor(
      async () => receivedFor(reference),
      (e) => e.length === 1,
    );
    expect(receivedFor(reference)[0]!.event).toBe('transfer.success');
  });

  it('lets queued scenarios override the account, a timeout after creation included', async () => {
    fake.queueTransferScenario('failed', 'timeout_after_create');
    const failed = await send('success');
    expect(failed.answer.body.data.status).toBe('pending');
    // The transfer is created, but its answer never arrives.
    await expect(send('success')).rejects.toThrow();
    const lost = `payout-${String(serial).padStart(4, '0')}-0000000000`;
    expect(await verify(lost)).toMatchObject({ status: 'pending', amount: 250_000 });
    const retried = await call('POST', '/transfer', {
      source: 'balance',
      amount: 250_000,
      recipient: await recipientFor('success'),
      reference: lost,
      reason: 'again',
    });
    expect(retried).toMatchObject({
      status: 400,
      body: { status: false, message: 'Transfer reference already exists' },
    });
    await fake.settleTransfers();
    expect((await verify(lost)).status).toBe('success');
    expect((await verify(failed.reference)).status).toBe('failed');
    expect(fake.balanceKobo()).toBe(9_750_000); // paid once, never twice
  });

  it('refuses a transfer larger than the balance, and answers an unknown reference 404', async () => {
    fake.setBalanceKobo(100_000);
    const { answer } = await send('success', 100_001);
    expect(answer).toMatchObject({
      status: 400,
      body: { status: false, message: 'Your balance is not enough to fulfil this request' },
    });
    expect(await call('GET', '/balance')).toMatchObject({
      body: { data: [{ currency: 'NGN', balance: 100_000 }] },
    });
    expect(await call('GET', '/transfer/verify/unknown-reference-0000')).toMatchObject({
      status: 404,
      body: { status: false, message: 'Transfer not found' },
    });
  });

  it('moves pending transfers on by itself after a second', async () => {
    await fake.close();
    fake = await startFakePaystack({ webhookUrl: receiver.url, balanceKobo: 1_000_000 });
    const { reference } = await send('pending_then_success');
    expect((await verify(reference)).status).toBe('pending');
    await waitFor(
      () => verify(reference),
      (t) => t.status === 'success',
      5_000,
    );
  });

  it('sends each webhook twice in duplicate mode, none in drop mode, held ones on flush', async () => {
    fake.setWebhookMode('duplicate');
    const twice = await send('success');
    await waitFor(
      async () => receivedFor(twice.reference),
      (e) => e.length === 2,
    );
    const [a, b] = receiver.received;
    expect(a).toEqual(b);

    fake.setWebhookMode('drop');
    const dropped = await send('failed');
    await fake.settleTransfers();

    fake.setWebhookMode('hold');
    const held = await send('failed');
    await fake.settleTransfers();
    expect(receivedFor(held.reference)).toEqual([]);
    await fake.flushWebhooks();
    expect(receivedFor(held.reference).map((e) => e.event)).toEqual(['transfer.failed']);
    expect(receivedFor(dropped.reference)).toEqual([]);
  });

  it('sends a reversal before its success in out_of_order mode', async () => {
    fake.setWebhookMode('out_of_order');
    const { reference } = await send('success_then_reversed');
    await fake.settleTransfers();
    expect(receivedFor(reference).map((e) => `${e.event}:${e.data.status}`)).toEqual([
      'transfer.reversed:reversed',
      'transfer.success:success',
    ]);
  });

  it('retries a delivery our server did not take, and sends replays and forgeries by hand', async () => {
    receiver.answerNext(500, 503);
    const { reference } = await send('success');
    await waitFor(
      async () => fake.webhooksSent,
      (sent) => sent.length === 3,
      5_000,
    );
    expect(fake.webhooksSent.map((w) => [w.attempt, w.status])).toEqual([
      [1, 500],
      [2, 503],
      [3, 200],
    ]);
    expect(new Set(fake.webhooksSent.map((w) => w.body)).size).toBe(1);

    const original = fake.webhooksSent[0]!;
    receiver.answerNext(401);
    expect(await fake.sendWebhook(original.body, 'f'.repeat(128))).toBe(401);
    expect(await fake.sendWebhook(original.body)).toBe(200);
    const last = receiver.received.at(-1)!;
    expect(last.signature).toBe(hmacSha512(original.body, FAKE_PAYSTACK_SECRET));
    expect(receivedFor(reference)).toHaveLength(5);
  });
});
