import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { checkoutFee, formatMoney, providerFeeOnCharge } from '@titletrust/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { waitFor } from '../wait-for';
import { FAKE_PAYSTACK_SECRET, startFakePaystack, type FakePaystack } from './index';
import { hmacSha512, paystackCall, startWebhookReceiver } from './test-client';

describe('the fake Paystack: checkout, banks, recipients, keys and faults', () => {
  let fake: FakePaystack;
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
  const call = (method: string, path: string, body?: unknown, key?: string | null) =>
    paystackCall(fake, method, path, body, key);

  beforeEach(async () => {
    receiver = await startWebhookReceiver();
    fake = await startFakePaystack({ webhookUrl: receiver.url });
  });
  afterEach(async () => {
    // Whatever a test did, every answer the fake gave matched the description's schemas.
    expect(fake.answerViolations).toEqual([]);
    await fake.close();
    await receiver.close();
  });

  const initialize = (reference: string, amount: number, extra: object = {}) =>
    call('POST', '/transaction/initialize', {
      email: 'ada@example.ng',
      amount,
      currency: 'NGN',
      reference,
      channels: ['card', 'bank', 'ussd', 'bank_transfer'],
      callback_url: 'http://127.0.0.1:9/wallet/funding/return?from=checkout',
      metadata: { userId: 'u1', purpose: 'top_up' },
      ...extra,
    });

  it('takes a checkout paid on its page to the callback, verify and a signed charge.success', async () => {
    const amount = 1_000_000 + Number(checkoutFee(1_000_000n)); // ₦10,000 and the payer's fee
    const opened = await initialize('tt-checkout-1', amount);
    expect(opened).toMatchObject({
      status: 200,
      body: { status: true, message: 'Authorization URL created' },
    });
    const { authorization_url: pageUrl, reference } = opened.body.data;
    expect(pageUrl).toBe(`${fake.url}/checkout/${opened.body.data.access_code}`);

    const page = await fetch(pageUrl);
    const html = await page.text();
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(html).toContain('Paystack (test)');
    expect(html).toContain(formatMoney(BigInt(amount), 'NGN'));
    expect(html).toContain('Bank transfer');
    for (const button of ['Pay', 'Fail', 'Abandon'])
      expect(html).toMatch(new RegExp(`<button type="submit"[^>]*>${button}</button>`));
    expect((await call('GET', `/transaction/verify/${reference}`)).body.data).toMatchObject({
      status: 'abandoned',
      paid_at: null,
    });

    const action = /<form method="post" action="([^"]+)"/.exec(html)![1]!;
    const paid = await fetch(new URL(action, fake.url), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'channel=bank_transfer&outcome=success',
      redirect: 'manual',
    });
    expect(paid.status).toBe(302);
    expect(paid.headers.get('location')).toBe(
      `http://127.0.0.1:9/wallet/funding/return?from=checkout&trxref=${reference}&reference=${reference}`,
    );

    const verified = await call('GET', `/transaction/verify/${reference}`);
    const fees = Number(providerFeeOnCharge(BigInt(amount)));
    expect(verified.body).toMatchObject({ status: true, message: 'Verification successful' });
    expect(verified.body.data).toMatchObject({
      status: 'success',
      reference,
      amount,
      currency: 'NGN',
      fees,
      channel: 'bank_transfer',
      gateway_response: 'Successful',
      metadata: { userId: 'u1', purpose: 'top_up' },
      customer: { email: 'ada@example.ng' },
    });
    expect(fees).toBeLessThanOrEqual(amount - 1_000_000); // the amount arrives whole
    expect(verified.body.data.paid_at).toEqual(expect.any(String));
    expect(fake.balanceKobo()).toBe(amount - fees);

    // The payer was sent back without waiting on the webhook: it arrives on its own.
    await waitFor(
      async () => fake.webhooksSent,
      (sent) => sent.length === 1,
    );
    const [webhook] = receiver.received;
    expect(webhook!.contentType).toBe('application/json');
    expect(webhook!.signature).toBe(hmacSha512(webhook!.body, FAKE_PAYSTACK_SECRET));
    expect(JSON.parse(webhook!.body)).toEqual({
      event: 'charge.success',
      data: verified.body.data,
    });
    expect(fake.webhooksSent).toMatchObject([{ event: 'charge.success', status: 200, attempt: 1 }]);
    expect(fake.specViolations).toEqual([]);
  });

  it('keeps a failed or abandoned checkout payable, sends nothing for it, and a paid one paid', async () => {
    await initialize('tt-checkout-2', 200_000);
    await fake.decideCheckout('tt-checkout-2', 'failed');
    expect((await call('GET', '/transaction/verify/tt-checkout-2')).body.data).toMatchObject({
      status: 'failed',
      gateway_response: 'Declined',
      fees: null,
    });
    await fake.decideCheckout('tt-checkout-2', 'success');
    await fake.decideCheckout('tt-checkout-2', 'abandoned');
    expect((await call('GET', '/transaction/verify/tt-checkout-2')).body.data.status).toBe(
      'success',
    );
    expect(receiver.events()).toEqual(['charge.success']);
    expect(fake.balanceKobo()).toBe(200_000 - Number(providerFeeOnCharge(200_000n)));
  });

  it('refuses a reused reference, a bad amount, a missing email and a reference Paystack forbids', async () => {
    await initialize('tt-dup', 10_000);
    expect(await initialize('tt-dup', 10_000)).toMatchObject({
      status: 400,
      body: {
        status: false,
        message: 'Duplicate Transaction Reference',
        code: 'duplicate_reference',
      },
    });
    expect(fake.specViolations).toEqual([]);
    for (const amount of [0, -5])
      expect((await initialize(`tt-amount${amount}`, amount)).body.message).toBe(
        'Invalid Amount Sent',
      );
    expect((await initialize('tt-fraction', 10.5)).status).toBe(400);
    expect(fake.specViolations.at(-1)!.problems).toEqual(['body/amount must be integer']);
    expect((await initialize('tt_underscore', 10_000)).body.message).toBe(
      'Invalid transaction reference',
    );
    const noEmail = await call('POST', '/transaction/initialize', { amount: 10_000 });
    expect(noEmail).toMatchObject({ status: 400, body: { status: false } });
    expect(fake.specViolations.at(-1)!.problems).toEqual([
      "body must have required property 'email'",
    ]);
  });

  it('answers an unknown reference as not found, and shows a tampered charge', async () => {
    expect(await call('GET', '/transaction/verify/nope')).toMatchObject({
      status: 400,
      body: { status: false, message: 'Transaction reference not found' },
    });
    await initialize('tt-tamper', 500_000);
    await fake.decideCheckout('tt-tamper', 'success');
    fake.tamperCharge('tt-tamper', { amount: 400_000, currency: 'GHS' });
    expect((await call('GET', '/transaction/verify/tt-tamper')).body.data).toMatchObject({
      amount: 400_000,
      currency: 'GHS',
    });
    await fake.decideCheckout('tt-tamper', 'success'); // no second webhook for a paid one
    expect(receiver.events()).toEqual(['charge.success']);
  });

  it('wants a test secret key: none, another, or a live one answers 401 Invalid key', async () => {
    for (const key of [null, 'sk_test_other_key_works', 'sk_live_abc', 'pk_test_abc']) {
      const answer = await call('GET', '/balance', undefined, key);
      const expected = key === 'sk_test_other_key_works' ? 200 : 401;
      expect(answer.status).toBe(expected);
      if (expected === 401)
        expect(answer.body).toEqual({
          status: false,
          message: 'Invalid key',
          type: 'validation_error',
        });
    }
    expect(await call('GET', '/balance')).toEqual({
      status: 200,
      body: {
        status: true,
        message: 'Balances retrieved',
        data: [{ currency: 'NGN', balance: 0 }],
      },
    });
  });

  it("lists Nigeria's banks and resolves the fake bank's accounts", async () => {
    const banks = await call('GET', '/bank?country=nigeria');
    expect(banks.body.data).toContainEqual(
      expect.objectContaining({
        code: '058',
        name: 'Guaranty Trust Bank',
        type: 'nuban',
        currency: 'NGN',
      }),
    );
    expect((await call('GET', '/bank?currency=NGN&perPage=5&page=2')).body.data).toHaveLength(5);
    expect((await call('GET', '/bank?country=ghana')).body.data).toEqual([]);

    const resolved = await call('GET', '/bank/resolve?account_number=0123456780&bank_code=058');
    expect(resolved.body).toMatchObject({
      status: true,
      data: { account_number: '0123456780', account_name: 'ADEBAYO OLUWASEUN' },
    });
    fake.addAccount({
      bankCode: '011',
      accountNumber: '3000000001',
      name: 'NGOZI EZE',
      outcome: 'success',
    });
    expect(
      (await call('GET', '/bank/resolve?account_number=3000000001&bank_code=011')).body.data
        .account_name,
    ).toBe('NGOZI EZE');
    expect(
      await call('GET', '/bank/resolve?account_number=9999999999&bank_code=058'),
    ).toMatchObject({
      status: 422,
      body: {
        status: false,
        message: 'Could not resolve account name. Check parameters or try again.',
      },
    });
    expect(fake.specViolations).toEqual([]);

    await call('GET', '/bank/resolve?account_number=01234x&bank_code=058&per_page=3');
    expect(fake.specViolations.at(-1)!.problems).toEqual([
      'account_number must be an integer',
      'unknown query parameter per_page',
    ]);
  });

  it('creates a transfer recipient once per account and refuses an account it cannot resolve', async () => {
    const recipient = {
      type: 'nuban',
      name: 'Adebayo Oluwaseun',
      account_number: '0123456780',
      bank_code: '058',
      currency: 'NGN',
    };
    const first = await call('POST', '/transferrecipient', recipient);
    expect(first).toMatchObject({ status: 201, body: { status: true } });
    expect(first.body.data.recipient_code).toMatch(/^RCP_[a-z0-9]+$/);
    expect(first.body.data.details).toMatchObject({
      account_name: 'ADEBAYO OLUWASEUN',
      bank_code: '058',
      bank_name: 'Guaranty Trust Bank',
    });
    const again = await call('POST', '/transferrecipient', { ...recipient, name: 'Someone else' });
    expect(again.body.data).toEqual(first.body.data);
    expect(
      await call('POST', '/transferrecipient', { ...recipient, account_number: '9999999999' }),
    ).toMatchObject({ status: 400, body: { status: false, message: 'Cannot resolve account' } });
    expect(fake.specViolations).toEqual([]);
  });

  it('fails, hangs or loses the answer of the next requests when told, and records them all', async () => {
    fake.failNext(1, '/balance');
    expect(
      (await call('GET', '/bank/resolve?account_number=0123456780&bank_code=058')).status,
    ).toBe(200);
    expect((await call('GET', '/balance')).status).toBe(503);
    expect((await call('GET', '/balance')).status).toBe(200);

    fake.hangNext(1);
    const hung = fetch(`${fake.url}/balance`, { signal: AbortSignal.timeout(300) });
    await expect(hung).rejects.toThrow();

    fake.loseAnswerNext(1, '/transaction/initialize');
    await expect(initialize('tt-lost', 10_000)).rejects.toThrow();
    // Carried out all the same: the reference is taken.
    expect((await call('GET', '/transaction/verify/tt-lost')).body.data.status).toBe('abandoned');
    expect(fake.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /bank/resolve?account_number=0123456780&bank_code=058',
      'GET /balance',
      'GET /balance',
      'GET /balance',
      'POST /transaction/initialize',
      'GET /transaction/verify/tt-lost',
    ]);
    expect(fake.requests[4]!.body).toMatchObject({ reference: 'tt-lost', amount: 10_000 });
    expect(fake.requests[4]!.headers.authorization).toBe(`Bearer ${FAKE_PAYSTACK_SECRET}`);
  });

  it('records a path Paystack does not have as a violation', async () => {
    expect((await call('GET', '/transactions/verify/x')).status).toBe(404);
    expect(fake.specViolations).toEqual([
      {
        method: 'GET',
        path: '/transactions/verify/x',
        problems: ["no operation GET /transactions/verify/x in Paystack's description"],
      },
    ]);
  });
});

describe('npm run fake:paystack', () => {
  const cli = fileURLToPath(new URL('./cli.ts', import.meta.url));
  const tsx = fileURLToPath(new URL('../../../../node_modules/.bin/tsx', import.meta.url));

  it('listens where it is told, prints its address and how to point the app at it', async () => {
    const child = spawn(tsx, [cli, '--port', '0', '--webhook-url', 'http://127.0.0.1:9/hook']);
    try {
      let output = '';
      child.stdout.setEncoding('utf8').on('data', (text: string) => (output += text));
      const address = await waitFor(
        async () => /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1],
        (url) => url !== undefined,
      );
      expect(output).toContain(`PAYSTACK_BASE_URL=${address}`);
      expect(output).toContain('PAYSTACK_SECRET_KEY=sk_test_');
      expect(output).toContain('0123456782  IBRAHIM MUSA');
      const balance = await fetch(`${address}/balance`, {
        headers: { authorization: 'Bearer sk_test_a_person_s_own_key' },
      });
      expect(balance.status).toBe(200);
    } finally {
      child.kill('SIGTERM');
      if (child.exitCode === null) await once(child, 'exit');
    }
  });

  it('explains its usage when the port is missing', async () => {
    const child = spawn(tsx, [cli]);
    let errors = '';
    child.stderr.setEncoding('utf8').on('data', (text: string) => (errors += text));
    const [code] = (await once(child, 'exit')) as [number];
    expect(code).toBe(2);
    expect(errors).toContain('--port must be a port number');
  });
});
