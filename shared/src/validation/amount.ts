import { z } from 'zod';
import { AMOUNT_TEXT_MESSAGES, readAmountText, type AmountTextOptions } from '../amount-text';
import type { CurrencyCode } from '../money';

/**
 * Amount fields in form schemas, built on `readAmountText` so a form says what the reader says.
 * `optional`: empty text is no amount (undefined) rather than "Enter an amount".
 */
export interface AmountFieldOptions extends AmountTextOptions {
  optional?: boolean;
}

const isBlank = (text: string | undefined) => text === undefined || text.trim() === '';

/**
 * The message for an amount field's text, or null when it reads: the shape @mantine/form's
 * `validate: { amount: validateAmountText('NGN') }` takes.
 */
export const validateAmountText =
  (currency: CurrencyCode, options: AmountFieldOptions = {}) =>
  (text: string | undefined): string | null => {
    if (isBlank(text)) return options.optional ? null : AMOUNT_TEXT_MESSAGES.empty;
    const read = readAmountText(text!, currency, options);
    return read.ok ? null : read.message;
  };

/** A zod field for the text of an amount in a known currency, parsed to minor units (bigint). */
export const amountTextField = (currency: CurrencyCode, options: AmountFieldOptions = {}) =>
  z.string({ error: AMOUNT_TEXT_MESSAGES.empty }).transform((text, ctx) => {
    if (isBlank(text)) {
      if (options.optional) return undefined;
      ctx.addIssue({ code: 'custom', message: AMOUNT_TEXT_MESSAGES.empty });
      return z.NEVER;
    }
    const read = readAmountText(text, currency, options);
    if (read.ok) return read.minor;
    ctx.addIssue({ code: 'custom', message: read.message });
    return z.NEVER;
  });

/**
 * A check for a form whose currency is one of its own fields (a gig's budget in the currency the
 * client picks): `schema.superRefine(refineAmountText('budgetMin', (v) => v.currency))` puts the
 * reader's message on that field.
 */
export const refineAmountText =
  <Values extends Record<string, unknown>>(
    field: keyof Values & string,
    currencyOf: (values: Values) => CurrencyCode,
    options: AmountFieldOptions = {},
  ) =>
  (values: Values, ctx: z.RefinementCtx): void => {
    const text = values[field];
    const message = validateAmountText(
      currencyOf(values),
      options,
    )(typeof text === 'string' ? text : undefined);
    if (message) ctx.addIssue({ code: 'custom', path: [field], message });
  };
