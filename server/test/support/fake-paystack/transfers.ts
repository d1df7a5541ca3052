import {
  fail,
  fieldsOf,
  INTEGRATION_ID,
  missingField,
  nextId,
  ok,
  opaqueCode,
  positiveInteger,
  text,
  type FakeAnswer,
} from './answers';
import type { FakeBanks, TransferOutcome } from './banks';
import type { FakeRecipient, FakeRecipients } from './recipients';
import type { FakeWebhooks } from './webhooks';

/** How the next transfers end, whatever the account: an outcome, or created with its answer lost. */
export type TransferScenario = TransferOutcome | 'timeout_after_create';

/** Paystack's transfer statuses (the description's filter on `GET /transfer`). */
export type TransferStatus =
  | 'pending'
  | 'received'
  | 'otp'
  | 'success'
  | 'failed'
  | 'abandoned'
  | 'blocked'
  | 'rejected'
  | 'reversed';

interface FakeTransfer {
  id: number;
  reference: string;
  transferCode: string;
  amount: number;
  reason: string;
  recipient: FakeRecipient;
  /** The secret key that sent it: its webhooks are signed with that key. */
  secretKey: string;
  status: TransferStatus;
  /** Where time takes it next (pending → success or failed; success → reversed), if anywhere. */
  next: 'success' | 'failed' | 'blocked' | 'rejected' | 'reversed' | null;
  gatewayResponse: string | null;
  createdAt: string;
  updatedAt: string;
  transferredAt: string | null;
  timer?: NodeJS.Timeout;
}

/** The one OTP the fake accepts on `POST /transfer/finalize_transfer`. */
export const FAKE_PAYSTACK_OTP = '123456';

// Paystack: a transfer reference is "a unique identifier (in lowercase)… Only -, _ and
// alphanumeric characters allowed", and the description gives it at least 16 characters.
const TRANSFER_REFERENCE_PATTERN = /^[a-z0-9_-]{16,}$/;

/** What each outcome looks like when the transfer is created, and where time takes it. */
const START: Record<TransferOutcome, Pick<FakeTransfer, 'status' | 'next'>> = {
  success: { status: 'success', next: null },
  failed: { status: 'pending', next: 'failed' },
  otp: { status: 'otp', next: null },
  pending_then_success: { status: 'pending', next: 'success' },
  success_then_reversed: { status: 'success', next: 'reversed' },
  blocked: { status: 'pending', next: 'blocked' },
  rejected: { status: 'pending', next: 'rejected' },
};
// Paystack names no event of its own for a blocked or rejected transfer: it did not go through,
// which is what transfer.failed tells.
const EVENTS = {
  success: 'transfer.success',
  failed: 'transfer.failed',
  blocked: 'transfer.failed',
  rejected: 'transfer.failed',
  reversed: 'transfer.reversed',
};
const GATEWAY = {
  success: 'Approved',
  failed: 'The receiving bank declined the transfer',
  blocked: 'The transfer was blocked by a fraud check',
  rejected: 'The receiving bank rejected the transfer',
  reversed: 'The receiving bank returned the transfer',
};

/**
 * Transfers (payouts) from the integration's balance: `POST /transfer` takes the amount from the
 * balance at once and ends as the next queued scenario, or else as the recipient account's
 * outcome. Pending transfers settle, and paid-then-reversed ones are reversed, `settleAfterMs`
 * later (or on `settleAll()`); a failure or reversal puts the amount back. Each change of state
 * sends its webhook: transfer.success, transfer.failed or transfer.reversed.
 */
export function createTransfers(options: {
  banks: FakeBanks;
  recipients: FakeRecipients;
  webhooks: FakeWebhooks;
  balance: { kobo: number };
  /** null: only `settleAll()` moves transfers on. */
  settleAfterMs: number | null;
}) {
  const byReference = new Map<string, FakeTransfer>();
  const byCode = new Map<string, FakeTransfer>();
  const scenarios: TransferScenario[] = [];

  /** As `POST /transfer` and finalize answer it (TransferCreateResponse's data). */
  const createdView = (t: FakeTransfer) => ({
    transfersessionid: [],
    transfertrials: [],
    domain: 'test',
    amount: t.amount,
    currency: 'NGN',
    reference: t.reference,
    source: 'balance',
    source_details: null,
    reason: t.reason,
    status: t.status,
    failures: null,
    transfer_code: t.transferCode,
    titan_code: null,
    transferred_at: t.transferredAt,
    id: t.id,
    integration: INTEGRATION_ID,
    request: t.id,
    recipient: t.recipient.id,
    createdAt: t.createdAt,
    updatedAt: t.updatedAt,
  });

  /** As verify and the webhooks show it (TransferVerifyResponse's data). */
  const view = (t: FakeTransfer) => ({
    amount: t.amount,
    createdAt: t.createdAt,
    currency: 'NGN',
    domain: 'test',
    failures: null,
    id: t.id,
    integration: INTEGRATION_ID,
    reason: t.reason,
    reference: t.reference,
    source: 'balance',
    source_details: null,
    status: t.status,
    titan_code: null,
    transfer_code: t.transferCode,
    transferred_at: t.transferredAt,
    updatedAt: t.updatedAt,
    recipient: options.recipients.view(t.recipient),
    session: { provider: null, id: null },
    gateway_response: t.gatewayResponse,
  });

  /** Moves a transfer to where time takes it, and tells our server. */
  async function advance(t: FakeTransfer) {
    const next = t.next;
    if (!next) return;
    clearTimeout(t.timer);
    t.next = null;
    t.status = next;
    t.gatewayResponse = GATEWAY[next];
    t.updatedAt = new Date().toISOString();
    if (next === 'success') t.transferredAt = t.updatedAt;
    else options.balance.kobo += t.amount;
    await options.webhooks.emit(EVENTS[next], view(t), t.secretKey, t.reference);
  }

  function schedule(t: FakeTransfer) {
    if (!t.next || options.settleAfterMs === null) return;
    t.timer = setTimeout(() => void advance(t), options.settleAfterMs);
    t.timer.unref();
  }

  /** Sends a paid transfer's webhook; one to be reversed may be held back (out_of_order). */
  function announceSuccess(t: FakeTransfer) {
    void options.webhooks.emit('transfer.success', view(t), t.secretKey, t.reference, !!t.next);
  }

  function create(body: unknown, secretKey: string): FakeAnswer {
    const fields = fieldsOf(body);
    const missing = missingField(fields, ['source', 'amount', 'recipient', 'reference']);
    if (missing) return missing;
    if (fields.source !== 'balance') return fail(400, 'Invalid transfer source');
    if (fields.currency !== undefined && fields.currency !== 'NGN')
      return fail(400, 'Currency is not supported for transfers on this integration');
    const amount = positiveInteger(fields.amount);
    if (amount === undefined) return fail(400, 'Invalid amount passed');
    const reference = text(fields.reference)!;
    if (!TRANSFER_REFERENCE_PATTERN.test(reference))
      return fail(400, 'Invalid transfer reference', {
        nextStep: 'Use at least 16 lower-case letters, digits, - and _ for a transfer reference',
      });
    if (byReference.has(reference))
      return fail(400, 'Transfer reference already exists', {
        nextStep: 'Create a new reference for the new transfer',
      });
    const recipient = options.recipients.byCode(text(fields.recipient)!);
    if (!recipient) return fail(400, 'Recipient specified is invalid');
    if (options.balance.kobo < amount)
      return fail(400, 'Your balance is not enough to fulfil this request', {
        nextStep: 'Top up your Paystack balance and try again',
        type: 'api_error',
      });
    const account = options.banks.account(recipient.bankCode, recipient.accountNumber);
    const scenario = scenarios.shift() ?? account?.outcome ?? 'success';
    const outcome = scenario === 'timeout_after_create' ? 'pending_then_success' : scenario;
    const now = new Date().toISOString();
    const transfer: FakeTransfer = {
      id: nextId(),
      reference,
      transferCode: opaqueCode('TRF_'),
      amount,
      reason: typeof fields.reason === 'string' ? fields.reason : '',
      recipient,
      secretKey,
      ...START[outcome],
      gatewayResponse: null,
      createdAt: now,
      updatedAt: now,
      transferredAt: null,
    };
    options.balance.kobo -= amount;
    byReference.set(reference, transfer);
    byCode.set(transfer.transferCode, transfer);
    if (transfer.status === 'success') {
      transfer.transferredAt = now;
      transfer.gatewayResponse = GATEWAY.success;
      announceSuccess(transfer);
    }
    schedule(transfer);
    const message =
      transfer.status === 'otp' ? 'Transfer requires OTP to continue' : 'Transfer has been queued';
    return {
      ...ok(message, createdView(transfer)),
      loseAnswer: scenario === 'timeout_after_create',
    };
  }

  function finalize(body: unknown): FakeAnswer {
    const fields = fieldsOf(body);
    const missing = missingField(fields, ['transfer_code', 'otp']);
    if (missing) return missing;
    const transfer = byCode.get(text(fields.transfer_code)!);
    if (!transfer) return fail(400, 'Transfer code is invalid');
    if (transfer.status !== 'otp') return fail(400, 'Transfer is not currently awaiting OTP');
    if (text(fields.otp) !== FAKE_PAYSTACK_OTP)
      return fail(400, 'Invalid OTP', { nextStep: 'Enter the OTP sent to you and try again' });
    transfer.status = 'success';
    transfer.gatewayResponse = GATEWAY.success;
    transfer.updatedAt = transfer.transferredAt = new Date().toISOString();
    announceSuccess(transfer);
    return ok('Transfer has been queued', createdView(transfer));
  }

  function verify(reference: string): FakeAnswer {
    const transfer = byReference.get(reference);
    if (!transfer) return fail(404, 'Transfer not found');
    return ok('Transfer retrieved', view(transfer));
  }

  return {
    create,
    finalize,
    verify,
    queue: (...next: TransferScenario[]) => void scenarios.push(...next),
    /** Every transfer time would move, moved now; resolves once their webhooks were answered. */
    settleAll: () => Promise.all([...byReference.values()].map(advance)).then(() => undefined),
    close() {
      for (const transfer of byReference.values()) clearTimeout(transfer.timer);
    },
  };
}
