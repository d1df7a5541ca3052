import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { z } from 'zod';
import { PHONE_MESSAGES } from './phone-messages';

export { PHONE_MESSAGES } from './phone-messages';

/**
 * The one phone rule of the app (sign-up, profile completion, /profile): a number in E.164 form,
 * checked against the full numbering plan (libphonenumber's "max" metadata: a Nigerian number
 * with a digit too many or too few, or an unused prefix, is refused, not just one outside 8–14
 * digits). Numbers written the Nigerian way (0803 123 4567, 803…, 234…) become +234…; numbers
 * from other countries are accepted when written with their + country code, since a bare
 * number is read as Nigerian.
 */
export function normalizePhone(raw: string): string | undefined {
  const phone = parsePhoneNumberFromString(raw.trim(), 'NG');
  return phone?.isValid() ? phone.number : undefined;
}

/**
 * A stored number as people read it: +234 803 123 4567, +44 7911 123456. A value that does not
 * parse (nothing we store now, but a column can hold older data) is shown as it was stored, so
 * nothing is hidden or changed behind the person's back.
 */
export function formatPhone(stored: string): string {
  const phone = parsePhoneNumberFromString(stored.trim(), 'NG');
  return phone?.isValid() ? phone.formatInternational() : stored;
}

const checked = (value: string, ctx: z.RefinementCtx) => {
  const normalized = normalizePhone(value);
  if (!normalized) {
    ctx.addIssue({ code: 'custom', message: PHONE_MESSAGES.invalid });
    return z.NEVER;
  }
  return normalized;
};

export const phoneField = z
  .string({ error: PHONE_MESSAGES.required })
  .trim()
  .min(1, PHONE_MESSAGES.required)
  .transform(checked);

/** An optional phone: empty means none given (undefined). */
export const optionalPhoneField = z
  .string()
  .trim()
  .optional()
  .transform((value, ctx) => (value ? checked(value, ctx) : undefined));

/** The profile's phone: every field of that form is sent, and empty text means none (''). */
export const profilePhoneField = z
  .string({ error: PHONE_MESSAGES.invalid })
  .trim()
  .transform((value, ctx) => (value ? checked(value, ctx) : ''));
