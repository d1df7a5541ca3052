import { providerFeeOnCharge } from '@titletrust/shared';
import {
  fail,
  fieldsOf,
  nextId,
  ok,
  opaqueCode,
  positiveInteger,
  text,
  type FakeAnswer,
} from './answers';
import type { FakeWebhooks } from './webhooks';

export type CheckoutOutcome = 'success' | 'failed' | 'abandoned';

export interface FakeTransaction {
  id: number;
  reference: string;
  accessCode: string;
  /** Kobo, as initialized: the app initializes the amount plus the fee the payer adds. */
  amount: number;
  currency: string;
  email: string;
  channels: string[];
  callbackUrl: string | null;
  metadata: unknown;
  /** The secret key that initialized it: its webhooks are signed with that key. */
  secretKey: string;
  /**
   * Paystack's status: `abandoned` from initialization until the payer completes it (an
   * initialized, unpaid transaction verifies as abandoned), then `success` or `failed`.
   */
  status: CheckoutOutcome;
  channel: string;
  createdAt: string;
  paidAt: string | null;
  customerId: number;
  customerCode: string;
  /** A tampered charge: what verify and the webhook report instead (a mismatch test). */
  reported?: { amount?: number; currency?: string };
}

const CHANNELS = ['card', 'bank', 'ussd', 'qr', 'eft', 'mobile_money', 'bank_transfer'];
const GATEWAY_RESPONSES: Record<CheckoutOutcome, string> = {
  success: 'Successful',
  failed: 'Declined',
  abandoned: 'The transaction was not completed',
};
// Paystack: "Only -, ., = and alphanumeric characters allowed" in a transaction reference.
const REFERENCE_PATTERN = /^[A-Za-z0-9.=-]+$/;

/**
 * Transactions (pay-in): `POST /transaction/initialize` opens one on the fake's checkout page,
 * the payer's choice there (or `decide`) settles it, `GET /transaction/verify/:reference` reads
 * it. A success credits the balance with the amount less Paystack's fee and sends
 * `charge.success`.
 */
export function createTransactions(options: {
  baseUrl: () => string;
  webhooks: FakeWebhooks;
  balance: { kobo: number };
}) {
  const byReference = new Map<string, FakeTransaction>();
  const byAccessCode = new Map<string, FakeTransaction>();

  function initialize(body: unknown, secretKey: string): FakeAnswer {
    const fields = fieldsOf(body);
    if (typeof fields.email !== 'string' || !/^[^@\s]+@[^@\s]+$/.test(fields.email))
      return fail(400, 'Invalid Email Address Passed');
    const amount = positiveInteger(fields.amount);
    if (amount === undefined)
      return fail(400, 'Invalid Amount Sent', {
        nextStep: 'Pass the amount as a positive whole number of the lowest unit (kobo)',
      });
    if ((fields.currency ?? 'NGN') !== 'NGN')
      return fail(400, 'Currency not supported by merchant');
    const reference = fields.reference === undefined ? opaqueCode('', 10) : text(fields.reference);
    if (reference === undefined || !REFERENCE_PATTERN.test(reference))
      return fail(400, 'Invalid transaction reference', {
        nextStep: 'Only -, ., = and alphanumeric characters are allowed in a reference',
      });
    if (byReference.has(reference))
      return fail(400, 'Duplicate Transaction Reference', {
        nextStep: 'Try and create the Transaction or Charge with a new reference',
        code: 'duplicate_reference',
      });
    const channels = Array.isArray(fields.channels)
      ? fields.channels.filter((c): c is string => typeof c === 'string' && CHANNELS.includes(c))
      : [];
    const transaction: FakeTransaction = {
      id: nextId(),
      reference,
      accessCode: opaqueCode('', 15),
      amount,
      currency: 'NGN',
      email: fields.email,
      channels: channels.length > 0 ? channels : ['card', 'bank', 'ussd', 'bank_transfer'],
      callbackUrl: typeof fields.callback_url === 'string' ? fields.callback_url : null,
      // Paystack answers metadata it was not given as an empty string.
      metadata: fields.metadata ?? '',
      secretKey,
      status: 'abandoned',
      channel: 'card',
      createdAt: new Date().toISOString(),
      paidAt: null,
      customerId: nextId(),
      customerCode: opaqueCode('CUS_'),
    };
    transaction.channel = transaction.channels[0]!;
    byReference.set(reference, transaction);
    byAccessCode.set(transaction.accessCode, transaction);
    return ok('Authorization URL created', {
      authorization_url: `${options.baseUrl()}/checkout/${transaction.accessCode}`,
      access_code: transaction.accessCode,
      reference,
    });
  }

  /** A transaction as verify and its webhook show it (the description's VerifyResponse data). */
  function view(t: FakeTransaction) {
    const amount = t.reported?.amount ?? t.amount;
    const paid = t.status === 'success';
    return {
      id: t.id,
      domain: 'test',
      status: t.status,
      reference: t.reference,
      receipt_number: null,
      amount,
      message: null,
      gateway_response: GATEWAY_RESPONSES[t.status],
      paid_at: t.paidAt,
      created_at: t.createdAt,
      channel: t.channel,
      currency: t.reported?.currency ?? t.currency,
      ip_address: '127.0.0.1',
      metadata: t.metadata,
      log: null,
      fees: paid ? Number(providerFeeOnCharge(BigInt(amount))) : null,
      fees_split: null,
      authorization: paid
        ? {
            authorization_code: `AUTH_${t.accessCode.slice(0, 10)}`,
            bin: '408408',
            last4: '4081',
            exp_month: '12',
            exp_year: '2030',
            channel: t.channel,
            card_type: 'visa ',
            bank: 'TEST BANK',
            country_code: 'NG',
            brand: 'visa',
            reusable: true,
            signature: `SIG_${t.accessCode}`,
            account_name: null,
            receiver_bank_account_number: null,
            receiver_bank: null,
          }
        : {},
      customer: {
        id: t.customerId,
        first_name: null,
        last_name: null,
        email: t.email,
        customer_code: t.customerCode,
        phone: null,
        metadata: null,
        risk_action: 'default',
        international_format_phone: null,
      },
      plan: null,
      split: {},
      order_id: null,
      paidAt: t.paidAt,
      createdAt: t.createdAt,
      requested_amount: amount,
      pos_transaction_data: null,
      source: null,
      fees_breakdown: null,
      connect: null,
      transaction_date: t.createdAt,
      plan_object: {},
      subaccount: {},
    };
  }

  function verify(reference: string): FakeAnswer {
    const transaction = byReference.get(reference);
    if (!transaction)
      return fail(400, 'Transaction reference not found', {
        nextStep:
          "Ensure that you're passing the reference of a transaction that exists on this integration",
      });
    return ok('Verification successful', view(transaction));
  }

  /**
   * The payer's choice on the checkout page. A paid transaction stays paid; a failed or
   * abandoned one can still be paid, as on Paystack's page. Resolves once the webhook, if any,
   * has had its first answer.
   */
  async function decide(transaction: FakeTransaction, outcome: CheckoutOutcome, channel?: string) {
    if (transaction.status === 'success') return;
    if (channel && transaction.channels.includes(channel)) transaction.channel = channel;
    transaction.status = outcome;
    if (outcome !== 'success') return;
    transaction.paidAt = new Date().toISOString();
    options.balance.kobo +=
      transaction.amount - Number(providerFeeOnCharge(BigInt(transaction.amount)));
    await options.webhooks.emit(
      'charge.success',
      view(transaction),
      transaction.secretKey,
      transaction.reference,
    );
  }

  return {
    initialize,
    verify,
    decide,
    byReference: (reference: string) => byReference.get(reference),
    byAccessCode: (code: string) => byAccessCode.get(code),
    tamper: (reference: string, change: { amount?: number; currency?: string }) => {
      const transaction = byReference.get(reference);
      if (!transaction) throw new Error(`The fake Paystack has no transaction ${reference}`);
      transaction.reported = { ...transaction.reported, ...change };
    },
  };
}

export type FakeTransactions = ReturnType<typeof createTransactions>;
