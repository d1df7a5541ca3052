import { ok } from './answers';
import { createBanks, type FakePaystackAccount } from './banks';
import { createRecipients } from './recipients';
import { startServer, type ReceivedRequest, type SpecViolation } from './server';
import { createTransactions, type CheckoutOutcome } from './transactions';
import { createTransfers, type TransferScenario } from './transfers';
import { createWebhooks, type SentWebhook, type WebhookMode } from './webhooks';

export { FAKE_PAYSTACK_ACCOUNTS, type FakePaystackAccount, type TransferOutcome } from './banks';
export { FAKE_PAYSTACK_OTP, type TransferScenario, type TransferStatus } from './transfers';
export { paystackSignature, WEBHOOK_RETRY_DELAYS_MS, type WebhookMode } from './webhooks';

/** The key tests give the app; the fake takes any key beginning `sk_test_`. */
export const FAKE_PAYSTACK_SECRET = 'sk_test_fakepaystack0000000000000000000000';

/** How long a pending transfer stays pending, and a paid-then-reversed one paid, by default. */
export const FAKE_PAYSTACK_SETTLE_MS = 1_000;

export interface FakePaystack {
  /** http://127.0.0.1:PORT: the app's PAYSTACK_BASE_URL. */
  url: string;
  close(): Promise<void>;
  setWebhookUrl(url: string | null): void;
  /** Every request received, for tests: method, path (with query), headers, parsed body. */
  requests: ReceivedRequest[];
  /** Requests that did not follow Paystack's description (tests assert it stays empty). */
  specViolations: SpecViolation[];
  /** The fake's own answers that did not match the description's response schemas. */
  answerViolations: SpecViolation[];
  /** Pay (or fail/abandon) a checkout as the payer would on the checkout page. */
  decideCheckout(reference: string, outcome: CheckoutOutcome): Promise<void>;
  /** The scenario for the next transfers (consumed in order), overriding the account's outcome. */
  queueTransferScenario(...scenarios: TransferScenario[]): void;
  /** Makes a transaction report another amount/currency on verify and in its webhook. */
  tamperCharge(reference: string, change: { amount?: number; currency?: string }): void;
  setWebhookMode(mode: WebhookMode): void;
  /** Sends the webhooks `hold` (or `out_of_order`) kept back. */
  flushWebhooks(): Promise<void>;
  /** Every webhook delivery (retries included): the raw body, its signature, our answer's status. */
  webhooksSent: SentWebhook[];
  /** Sends a body by hand (a replay, a forged signature); signed with the last key used if none. */
  sendWebhook(body: string, signature?: string): Promise<number>;
  /** Moves time-based transfers on now (pending → settled, success → reversed). */
  settleTransfers(): Promise<void>;
  /** The integration's NGN balance (GET /balance), in kobo. */
  balanceKobo(): number;
  setBalanceKobo(kobo: number): void;
  /** An account the fake bank resolves, and how transfers to it end. */
  addAccount(account: FakePaystackAccount): void;
  /** The next `count` requests (under `path`, if given) answer 503; 0 clears. */
  failNext(count: number, path?: string): void;
  /** The next `count` requests (under `path`, if given) are never answered; 0 clears. */
  hangNext(count: number, path?: string): void;
  /** The next `count` requests (under `path`, if given) are carried out, the answer lost. */
  loseAnswerNext(count: number, path?: string): void;
}

/**
 * A local stand-in for Paystack's API (issue 49), speaking the paths, fields, statuses, error
 * shapes and webhook signatures of its OpenAPI description (../paystack-openapi), with its own
 * checkout page. See README.md here for the accounts, scenarios and the choices made where the
 * description is silent.
 */
export async function startFakePaystack(
  options: {
    /** 0 or undefined: a free port. Always 127.0.0.1. */
    port?: number;
    /** Where signed events are POSTed; can be set later. */
    webhookUrl?: string;
    /** The balance to start with, in kobo (default 0: what was paid in, less fees and payouts). */
    balanceKobo?: number;
    /** How long before time moves a transfer on (default 1 s); null: only settleTransfers(). */
    settleAfterMs?: number | null;
  } = {},
): Promise<FakePaystack> {
  const balance = { kobo: options.balanceKobo ?? 0 };
  let lastKey = FAKE_PAYSTACK_SECRET;
  let baseUrl = '';
  const webhooks = createWebhooks({ url: options.webhookUrl ?? null, defaultKey: () => lastKey });
  const banks = createBanks();
  const recipients = createRecipients(banks);
  const transactions = createTransactions({ baseUrl: () => baseUrl, webhooks, balance });
  const transfers = createTransfers({
    banks,
    recipients,
    webhooks,
    balance,
    settleAfterMs:
      options.settleAfterMs === undefined ? FAKE_PAYSTACK_SETTLE_MS : options.settleAfterMs,
  });

  const server = await startServer({
    port: options.port ?? 0,
    transactions,
    onKey: (key) => void (lastKey = key),
    handlers: {
      'POST /transaction/initialize': ({ body, secretKey }) =>
        transactions.initialize(body, secretKey),
      'GET /transaction/verify/{reference}': ({ params }) => transactions.verify(params.reference!),
      'GET /bank': ({ query }) => banks.list(query),
      'GET /bank/resolve': ({ query }) => banks.resolve(query),
      'POST /transferrecipient': ({ body }) => recipients.create(body),
      'POST /transfer': ({ body, secretKey }) => transfers.create(body, secretKey),
      'POST /transfer/finalize_transfer': ({ body }) => transfers.finalize(body),
      'GET /transfer/verify/{reference}': ({ params }) => transfers.verify(params.reference!),
      'GET /balance': () => ok('Balances retrieved', [{ currency: 'NGN', balance: balance.kobo }]),
    },
  });
  baseUrl = server.url;

  return {
    url: server.url,
    requests: server.requests,
    specViolations: server.specViolations,
    answerViolations: server.answerViolations,
    webhooksSent: webhooks.sent,
    async close() {
      transfers.close();
      webhooks.close();
      await server.close();
    },
    setWebhookUrl: webhooks.setUrl,
    setWebhookMode: webhooks.setMode,
    flushWebhooks: webhooks.flush,
    sendWebhook: webhooks.sendByHand,
    async decideCheckout(reference, outcome) {
      const transaction = transactions.byReference(reference);
      if (!transaction) throw new Error(`The fake Paystack has no transaction ${reference}`);
      await transactions.decide(transaction, outcome);
    },
    queueTransferScenario: transfers.queue,
    tamperCharge: transactions.tamper,
    settleTransfers: transfers.settleAll,
    balanceKobo: () => balance.kobo,
    setBalanceKobo: (kobo) => void (balance.kobo = kobo),
    addAccount: banks.addAccount,
    failNext: server.failNext,
    hangNext: server.hangNext,
    loseAnswerNext: server.loseAnswerNext,
  };
}
