import {
  bidInputSchema,
  bidPriceProblem,
  readAmountText,
  type BidInput,
  type CurrencyCode,
} from '@titletrust/shared';
import { fieldErrorsFromZod, type FieldErrors } from '../../../lib/fieldErrors';

export interface BidFormValues {
  /** The price as typed, in the gig's currency. */
  amount: string;
  deliveryDays: string;
  coverLetter: string;
}

/** The contract's field names, under which the form's problems arrive. */
export const BID_ERROR_FIELD: Record<keyof BidFormValues, keyof BidInput> = {
  amount: 'amountMinor',
  deliveryDays: 'deliveryDays',
  coverLetter: 'coverLetter',
};

export type BidValidation = { ok: true; body: BidInput } | { ok: false; errors: FieldErrors };

/**
 * The price as typed, read in the gig's currency: its minor units, or what to change (the amount
 * reader's message, then the server's own rule: whole steps of the currency, within the range).
 */
export function readBidPrice(
  text: string,
  currency: CurrencyCode,
): { ok: true; minor: bigint } | { ok: false; message: string } {
  const read = readAmountText(text, currency);
  if (!read.ok) return read;
  const problem = bidPriceProblem(read.minor, currency);
  return problem ? { ok: false, message: problem } : read;
}

export function validateBidForm(values: BidFormValues, currency: CurrencyCode): BidValidation {
  const price = readBidPrice(values.amount, currency);
  const body = {
    // A price that does not read still goes to the schema, so the other fields are checked.
    amountMinor: price.ok ? price.minor.toString() : '0',
    deliveryDays: values.deliveryDays.trim() === '' ? Number.NaN : Number(values.deliveryDays),
    coverLetter: values.coverLetter.trim(),
  };
  const result = bidInputSchema.safeParse(body);
  // The parsed amount is a bigint; the body keeps the string that travels as JSON.
  if (result.success && price.ok) return { ok: true, body };
  const errors = result.success ? {} : fieldErrorsFromZod(result.error);
  if (!price.ok) errors.amountMinor = price.message;
  return { ok: false, errors };
}
