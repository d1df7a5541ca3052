import { checkoutFee, nigerianBank } from '@titletrust/shared';
import {
  PaymentsProviderError,
  type PaymentsProvider,
  type ProviderTransfer,
} from '../payments-provider';
import { cachedBankList } from './paystack-banks';
import { createPaystackClient, type PaystackOptions } from './paystack-client';
import { inOurWords, isDuplicateReference, type PaystackOperation } from './paystack-messages';
import {
  CHARGE_MESSAGES,
  chargeStatusOf,
  TRANSFER_REASONS,
  transferStatusOf,
} from './paystack-statuses';

/** The ways a Nigerian payer may pay on Paystack's page (TransactionInitialize.channels). */
const CHANNELS = ['card', 'bank', 'ussd', 'bank_transfer'] as const;
/** How many references a checkout may take when the first answers were lost (see below). */
const REFERENCE_ATTEMPTS = 4;

/** The parts of Paystack's transfer object (create, verify, finalize) we read. */
interface PaystackTransfer {
  reference?: unknown;
  transfer_code?: unknown;
  status?: unknown;
  amount?: unknown;
}

const kobo = (value: unknown) =>
  typeof value === 'number' && Number.isSafeInteger(value) ? BigInt(value) : 0n;

function toTransfer(
  data: PaystackTransfer,
  known: { transferCode?: string } = {},
): ProviderTransfer {
  const status = transferStatusOf(data.status);
  return {
    reference: typeof data.reference === 'string' ? data.reference : '',
    transferCode:
      typeof data.transfer_code === 'string' ? data.transfer_code : (known.transferCode ?? ''),
    status,
    amountMinor: kobo(data.amount),
    reason: TRANSFER_REASONS[status] ?? null,
  };
}

/**
 * Paystack behind our PaymentsProvider (docs/decisions/059), every request as its OpenAPI
 * description has it. Amounts are integer kobo both ways (JSON numbers: a checkout is at most
 * ₦10,000,000, far below 2^53 kobo). We name every transaction and transfer with our own
 * reference and ask about it by that reference. Failures reach callers as PaymentsProviderError
 * in our words (paystack-messages.ts).
 */
export function createPaystackPayments(options: PaystackOptions): PaymentsProvider {
  const client = createPaystackClient(options);
  const listBanks = cachedBankList(client, { logger: options.logger });

  async function attempt<T>(
    operation: PaystackOperation,
    work: () => Promise<T>,
    context: { bankName?: string } = {},
  ): Promise<T> {
    try {
      return await work();
    } catch (error) {
      throw inOurWords(operation, error, context);
    }
  }

  const bankNameOf = async (code: string) =>
    (await listBanks()).find((bank) => bank.code === code)?.name ??
    nigerianBank(code)?.name ??
    `bank ${code}`;

  async function verifyTransfer(reference: string) {
    return attempt('verifyTransfer', async () => {
      const { data } = await client.call<PaystackTransfer>(
        'GET',
        `/transfer/verify/${encodeURIComponent(reference)}`,
      );
      return toTransfer(data);
    });
  }

  return {
    name: 'paystack',
    // Paystack tells us of a reversal by webhook (transfer.reversed), and reconciliation asks.
    reversalCheckAfterSeconds: null,
    // The same model as Paystack's published Nigerian fee; the payer pays it on top.
    checkoutFee,

    async initializeCheckout({ reference, amountMinor, currency, email, callbackUrl, metadata }) {
      const feeMinor = checkoutFee(amountMinor);
      // Paystack refuses a reference it already holds and never gives that page again. A first
      // call whose answer was lost (a timeout, a crash before we recorded it) left a checkout
      // nobody can reach, so the retry opens it under the next reference (`-2`, `-3`…).
      for (let tries = 1; ; tries++) {
        const tried = tries === 1 ? reference : `${reference}-${tries}`;
        try {
          const { data } = await client.call<{ authorization_url?: unknown; reference?: unknown }>(
            'POST',
            '/transaction/initialize',
            {
              body: {
                email,
                amount: Number(amountMinor + feeMinor),
                currency,
                reference: tried,
                channels: CHANNELS,
                callback_url: callbackUrl,
                // Paystack sends a payer who cancels to metadata.cancel_action.
                metadata: { ...metadata, cancel_action: `${callbackUrl}?reference=${tried}` },
              },
            },
          );
          if (typeof data.authorization_url !== 'string' || !URL.canParse(data.authorization_url))
            throw new Error('Paystack answered no authorization_url');
          return { checkoutUrl: data.authorization_url, feeMinor, reference: tried };
        } catch (error) {
          if (isDuplicateReference(error) && tries < REFERENCE_ATTEMPTS) continue;
          throw inOurWords('initialize', error);
        }
      }
    },

    async verifyCheckout(reference) {
      return attempt('verifyCheckout', async () => {
        const { data } = await client.call<{
          reference?: unknown;
          status?: unknown;
          amount?: unknown;
          fees?: unknown;
          currency?: unknown;
          paid_at?: unknown;
        }>('GET', `/transaction/verify/${encodeURIComponent(reference)}`);
        const status = chargeStatusOf(data.status);
        const paidAt = typeof data.paid_at === 'string' ? new Date(data.paid_at) : null;
        return {
          reference: typeof data.reference === 'string' ? data.reference : '',
          status,
          chargedMinor: kobo(data.amount),
          feeMinor: kobo(data.fees),
          currency: typeof data.currency === 'string' ? data.currency : '',
          paidAt: paidAt && !Number.isNaN(paidAt.getTime()) ? paidAt : null,
          message: CHARGE_MESSAGES[status],
        };
      });
    },

    listBanks,

    async resolveAccount({ bankCode, accountNumber }) {
      const bankName = await bankNameOf(bankCode);
      return attempt(
        'resolve',
        async () => {
          const { data } = await client.call<{ account_name?: unknown }>('GET', '/bank/resolve', {
            query: { account_number: accountNumber, bank_code: bankCode },
          });
          if (typeof data.account_name !== 'string' || !data.account_name.trim())
            throw new Error('Paystack resolved no account name');
          return { accountName: data.account_name.trim() };
        },
        { bankName },
      );
    },

    async createRecipient({ name, bankCode, accountNumber }) {
      return attempt('recipient', async () => {
        // Paystack answers the existing recipient for an account it already holds.
        const { data } = await client.call<{ recipient_code?: unknown }>(
          'POST',
          '/transferrecipient',
          {
            body: {
              type: 'nuban',
              name,
              account_number: accountNumber,
              bank_code: bankCode,
              currency: 'NGN',
            },
          },
        );
        if (typeof data.recipient_code !== 'string' || !data.recipient_code)
          throw new Error('Paystack answered no recipient_code');
        return { recipientCode: data.recipient_code };
      });
    },

    async sendTransfer({ reference, amountMinor, currency, recipient, reason }) {
      try {
        const { data } = await client.call<PaystackTransfer>('POST', '/transfer', {
          body: {
            source: 'balance',
            amount: Number(amountMinor),
            recipient,
            reference,
            reason,
            currency,
          },
        });
        return toTransfer(data);
      } catch (error) {
        // Already sent under this reference: the same transfer, as it stands now.
        if (isDuplicateReference(error)) return verifyTransfer(reference);
        throw inOurWords('transfer', error);
      }
    },

    verifyTransfer,

    async finalizeTransfer({ transferCode, otp }) {
      return attempt('finalize', async () => {
        const { data } = await client.call<PaystackTransfer | null>(
          'POST',
          '/transfer/finalize_transfer',
          { body: { transfer_code: transferCode, otp } },
        );
        // Paystack answers the transfer; were it to answer less, it is still under way.
        return toTransfer(data ?? {}, { transferCode });
      });
    },

    async balance() {
      return attempt('balance', async () => {
        const { data } = await client.call<{ currency?: unknown; balance?: unknown }[]>(
          'GET',
          '/balance',
        );
        const naira = (Array.isArray(data) ? data : []).find((entry) => entry.currency === 'NGN');
        if (!naira) throw new PaymentsProviderError('Paystack reported no naira balance');
        return kobo(naira.balance);
      });
    },
  };
}
