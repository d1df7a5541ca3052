import { PAYMENTS_MESSAGES } from '@titletrust/shared';
import { PaymentsProviderError } from '../payments-provider';
import { PaystackCallError, type PaystackRefusal } from './paystack-client';

/** The Paystack calls whose failures a person may see, each with its own words. */
export type PaystackOperation =
  | 'initialize'
  | 'verifyCheckout'
  | 'banks'
  | 'resolve'
  | 'recipient'
  | 'transfer'
  | 'verifyTransfer'
  | 'finalize'
  | 'balance';

/** The receiving bank (not Paystack) did not answer: worth trying again in a few minutes. */
const BANK_DOWN =
  /bank.*(unavailable|not (available|responding)|down|timed? ?out|unreachable)|issuer.*(unavailable|inoperative)|(could not|unable to|cannot) (reach|connect)|try again later/i;
const DUPLICATE_REFERENCE = /duplicate.*reference|reference.*(already|duplicate|exists)/i;
const SHORT_BALANCE = /balance|insufficient|not enough/i;
const BAD_RECIPIENT = /recipient|account/i;

/** Paystack refused a reference it already holds (a first call whose answer we lost). */
export const isDuplicateReference = (error: unknown) =>
  error instanceof PaystackCallError &&
  error.permanent &&
  (error.refusal.code === 'duplicate_reference' || DUPLICATE_REFERENCE.test(error.refusal.message));

/**
 * Paystack's refusal as ours: the message a person is shown (Paystack's own text never is) and
 * whether it is final. A refusal whose words say the receiving bank is down is not final.
 */
export function translateRefusal(
  operation: PaystackOperation,
  refusal: PaystackRefusal,
  kind: { permanent: boolean; notFound: boolean },
  context: { bankName?: string } = {},
): { message: string; permanent: boolean; notFound: boolean } {
  const said = refusal.message;
  const bankDown = (operation === 'resolve' || operation === 'recipient') && BANK_DOWN.test(said);
  if (!kind.permanent || bankDown)
    return {
      message: bankDown ? PAYMENTS_MESSAGES.bankUnreachable : PAYMENTS_MESSAGES.providerUnavailable,
      permanent: false,
      notFound: false,
    };
  switch (operation) {
    case 'resolve':
      // Paystack answers 422 "Could not resolve account name" for a number the bank does not
      // hold; whatever else it refuses of a look-up, the account as given cannot be named.
      return {
        message: PAYMENTS_MESSAGES.accountNotFound(context.bankName ?? 'that bank'),
        permanent: true,
        notFound: true,
      };
    case 'recipient':
      return { message: PAYMENTS_MESSAGES.recipientRefused, permanent: true, notFound: false };
    case 'transfer':
      return {
        message: PAYMENTS_MESSAGES.payoutNotSent(
          SHORT_BALANCE.test(said)
            ? 'the payments account cannot cover it right now; try again later'
            : BAD_RECIPIENT.test(said)
              ? 'Paystack did not accept the bank account'
              : 'Paystack refused the transfer',
        ),
        permanent: true,
        notFound: kind.notFound,
      };
    case 'finalize':
      return { message: PAYMENTS_MESSAGES.otpRefused, permanent: true, notFound: kind.notFound };
    case 'initialize':
      return { message: PAYMENTS_MESSAGES.checkoutRefused, permanent: true, notFound: false };
    default:
      // A verify, the bank list, the balance: refused only for an unknown reference, which the
      // callers treat as "never made"; nothing here is shown as Paystack wrote it.
      return {
        message: kind.notFound
          ? 'Paystack knows nothing under this reference'
          : PAYMENTS_MESSAGES.providerUnavailable,
        permanent: true,
        notFound: kind.notFound,
      };
  }
}

/** Any failure of a Paystack call as a PaymentsProviderError in our words. */
export function inOurWords(
  operation: PaystackOperation,
  error: unknown,
  context: { bankName?: string } = {},
): PaymentsProviderError {
  if (!(error instanceof PaystackCallError))
    return new PaymentsProviderError(PAYMENTS_MESSAGES.providerUnavailable, { cause: error });
  const translated = translateRefusal(operation, error.refusal, error, context);
  return new PaymentsProviderError(translated.message, translated);
}
