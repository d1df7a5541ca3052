import { randomBytes } from 'node:crypto';
import { checkoutFee, NIGERIAN_BANKS, nigerianBank } from '@titletrust/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import {
  localBankAccounts,
  localBankTransfers,
  localCheckouts,
  type ProviderPaymentStatus,
} from '../../../db/schema';
import {
  PaymentsProviderError,
  type PaymentsProvider,
  type ProviderTransfer,
  type VerifiedCheckout,
} from './payments-provider';

/** A transfer settles this long after it is sent, as a bank's would: seen pending, then done. */
export const LOCAL_TRANSFER_SETTLE_MS = 3_000;
/** A "paid then reversed" account's transfer is reversed this long after it was paid. */
export const LOCAL_TRANSFER_REVERSE_MS = 4_000;

/** Where the local checkout page lives (local-checkout.routes.ts). */
export const localCheckoutPath = (reference: string) =>
  `/pay/local/${encodeURIComponent(reference)}`;

/** The local provider's recipient code: it names the account itself (`RCP_<bank>_<number>`). */
const recipientCodeOf = (bankCode: string, accountNumber: string) =>
  `RCP_${bankCode}_${accountNumber}`;

function accountOfRecipient(recipient: string) {
  const match = /^RCP_(\d{3,6})_(\d{10})$/.exec(recipient);
  if (!match) throw new PaymentsProviderError(`No recipient ${recipient}`, { notFound: true });
  return { bankCode: match[1]!, accountNumber: match[2]! };
}

const bankName = (code: string) => nigerianBank(code)?.name ?? `bank ${code}`;

type TransferRow = typeof localBankTransfers.$inferSelect;

/** A transfer's state by the clock: pending until it settles, then as its account's outcome. */
function transferStatus(row: TransferRow, now: Date): ProviderTransfer {
  const base = {
    reference: row.reference,
    transferCode: row.transferCode,
    amountMinor: row.amountMinor,
  };
  if (now < row.settlesAt || row.outcome === 'processing')
    return { ...base, status: 'pending', reason: null };
  if (row.outcome === 'fails')
    return { ...base, status: 'failed', reason: 'The receiving bank declined the transfer' };
  if (row.outcome === 'reversed' && row.reversesAt && now >= row.reversesAt)
    return { ...base, status: 'reversed', reason: 'The receiving bank returned the transfer' };
  return { ...base, status: 'success', reason: null };
}

/**
 * The local payments provider, the default: a simulated Nigerian bank and checkout in our own
 * database, no network, no keys. Its checkout page is served by the app
 * (local-checkout.routes.ts) and offers Pay, Fail and Abandon; its bank knows the accounts in
 * local_bank_accounts, each with the name it resolves to and how transfers to it end (paid,
 * fails, paid then reversed, stays processing); a transfer settles a few seconds after it is
 * sent.
 */
export function createLocalPayments(
  db: Database,
  options: { publicUrl: string; settleAfterMs?: number; reverseAfterMs?: number },
): PaymentsProvider {
  const settleAfterMs = options.settleAfterMs ?? LOCAL_TRANSFER_SETTLE_MS;
  const reverseAfterMs = options.reverseAfterMs ?? LOCAL_TRANSFER_REVERSE_MS;

  async function resolveAccount({
    bankCode,
    accountNumber,
  }: {
    bankCode: string;
    accountNumber: string;
  }) {
    const [row] = await db
      .select({ holderName: localBankAccounts.holderName })
      .from(localBankAccounts)
      .where(
        and(
          eq(localBankAccounts.bankCode, bankCode),
          eq(localBankAccounts.accountNumber, accountNumber),
        ),
      );
    if (!row)
      throw new PaymentsProviderError(`No account with this number at ${bankName(bankCode)}`, {
        notFound: true,
      });
    return { accountName: row.holderName };
  }

  async function transferByReference(reference: string) {
    const [row] = await db
      .select()
      .from(localBankTransfers)
      .where(eq(localBankTransfers.reference, reference));
    if (!row) throw new PaymentsProviderError(`No transfer ${reference}`, { notFound: true });
    return row;
  }

  return {
    name: 'local',
    reversalCheckAfterSeconds: Math.ceil(reverseAfterMs / 1000) + 1,
    checkoutFee,

    async initializeCheckout({ reference, amountMinor, currency, email, callbackUrl, metadata }) {
      const feeMinor = checkoutFee(amountMinor);
      await db
        .insert(localCheckouts)
        .values({
          reference,
          chargeMinor: amountMinor + feeMinor,
          feeMinor,
          currency,
          email,
          callbackUrl,
          metadata,
        })
        .onConflictDoNothing({ target: localCheckouts.reference });
      const [row] = await db
        .select()
        .from(localCheckouts)
        .where(eq(localCheckouts.reference, reference));
      if (row!.chargeMinor !== amountMinor + feeMinor)
        throw new PaymentsProviderError('Duplicate transaction reference', { permanent: true });
      // Unlike Paystack, the local page stays reachable: the same reference answers it again.
      return {
        checkoutUrl: `${options.publicUrl}${localCheckoutPath(reference)}`,
        feeMinor,
        reference,
      };
    },

    async verifyCheckout(reference): Promise<VerifiedCheckout> {
      const [row] = await db
        .select()
        .from(localCheckouts)
        .where(eq(localCheckouts.reference, reference));
      if (!row)
        throw new PaymentsProviderError('Transaction reference not found', { notFound: true });
      return {
        reference,
        status: row.status,
        chargedMinor: row.chargeMinor,
        feeMinor: row.feeMinor,
        currency: row.currency,
        paidAt: row.status === 'success' ? row.decidedAt : null,
        message: CHECKOUT_MESSAGES[row.status],
      };
    },

    async listBanks() {
      return NIGERIAN_BANKS;
    },

    resolveAccount,

    async createRecipient({ bankCode, accountNumber }) {
      await resolveAccount({ bankCode, accountNumber });
      return { recipientCode: recipientCodeOf(bankCode, accountNumber) };
    },

    async sendTransfer({ reference, amountMinor, recipient }) {
      const { bankCode, accountNumber } = accountOfRecipient(recipient);
      const [account] = await db
        .select({ outcome: localBankAccounts.outcome })
        .from(localBankAccounts)
        .where(
          and(
            eq(localBankAccounts.bankCode, bankCode),
            eq(localBankAccounts.accountNumber, accountNumber),
          ),
        );
      if (!account)
        throw new PaymentsProviderError(`No account with this number at ${bankName(bankCode)}`, {
          notFound: true,
        });
      await db
        .insert(localBankTransfers)
        .values({
          reference,
          transferCode: `TRF_${randomBytes(8).toString('hex')}`,
          bankCode,
          accountNumber,
          amountMinor,
          outcome: account.outcome,
          settlesAt: sql`now() + make_interval(secs => ${settleAfterMs / 1000})`,
          reversesAt:
            account.outcome === 'reversed'
              ? sql`now() + make_interval(secs => ${(settleAfterMs + reverseAfterMs) / 1000})`
              : null,
        })
        .onConflictDoNothing({ target: localBankTransfers.reference });
      const row = await transferByReference(reference);
      if (row.amountMinor !== amountMinor || row.accountNumber !== accountNumber)
        throw new PaymentsProviderError('Duplicate transfer reference', { permanent: true });
      return transferStatus(row, new Date());
    },

    async verifyTransfer(reference) {
      return transferStatus(await transferByReference(reference), new Date());
    },

    // The local bank never asks for an OTP, so there is never a transfer to finalise.
    async finalizeTransfer() {
      throw new PaymentsProviderError(
        'The local test bank never asks for an OTP: there is no transfer to finalise.',
        { permanent: true },
      );
    },

    // The local bank pays from nothing and holds no merchant balance to compare the books with.
    async balance() {
      return null;
    },
  };
}

const CHECKOUT_MESSAGES: Record<ProviderPaymentStatus, string | null> = {
  pending: null,
  success: 'Approved',
  failed: 'Declined by the local test bank',
  abandoned: 'The payer left the checkout',
  reversed: 'Reversed',
};

/** The payer's choice on the local checkout page: recorded once; a second choice changes nothing. */
export async function decideLocalCheckout(
  db: Database,
  reference: string,
  choice: 'success' | 'failed' | 'abandoned',
) {
  await db
    .update(localCheckouts)
    .set({ status: choice, decidedAt: sql`now()` })
    .where(and(eq(localCheckouts.reference, reference), eq(localCheckouts.status, 'pending')));
  const [row] = await db
    .select()
    .from(localCheckouts)
    .where(eq(localCheckouts.reference, reference));
  return row;
}

/** The local checkout as its page shows it. */
export async function readLocalCheckout(db: Database, reference: string) {
  const [row] = await db
    .select()
    .from(localCheckouts)
    .where(eq(localCheckouts.reference, reference));
  return row;
}
