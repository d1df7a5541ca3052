import { bidInputSchema, type BidInput } from '@titletrust/shared';
import { fieldErrorsFromZod, type FieldErrors } from '../../../lib/fieldErrors';
import { minorFromText } from '../../../lib/moneyText';

export interface BidFormValues {
  /** USDC as typed. */
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

export function validateBidForm(values: BidFormValues): BidValidation {
  const body = {
    amountMinor: minorFromText(values.amount) ?? 'not-an-amount',
    deliveryDays: values.deliveryDays.trim() === '' ? Number.NaN : Number(values.deliveryDays),
    coverLetter: values.coverLetter.trim(),
  };
  const result = bidInputSchema.safeParse(body);
  // The parsed amount is a bigint; the body keeps the string that travels as JSON.
  if (result.success) return { ok: true, body };
  return { ok: false, errors: fieldErrorsFromZod(result.error) };
}
