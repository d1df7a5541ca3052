import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { z } from 'zod';

export const PHONE_MESSAGES = {
  required: 'Phone number is required',
  invalid: 'Please enter a valid phone number',
} as const;

/**
 * A phone number in E.164 form, checked against the full numbering plan (the "max" metadata: a
 * Nigerian number with a digit too many is refused, not just one outside 8–14 digits). Numbers written the Nigerian way (0803 123 4567, 803…) become
 * +234…; numbers from other countries are accepted when written with their + country code.
 */
export function normalizePhone(raw: string): string | undefined {
  const phone = parsePhoneNumberFromString(raw.trim(), 'NG');
  return phone?.isValid() ? phone.number : undefined;
}

export const phoneField = z
  .string({ error: PHONE_MESSAGES.required })
  .trim()
  .min(1, PHONE_MESSAGES.required)
  .transform((value, ctx) => {
    const normalized = normalizePhone(value);
    if (!normalized) {
      ctx.addIssue({ code: 'custom', message: PHONE_MESSAGES.invalid });
      return z.NEVER;
    }
    return normalized;
  });

/** An optional phone: empty means none given. */
export const optionalPhoneField = z
  .string()
  .trim()
  .optional()
  .transform((value, ctx) => {
    if (!value) return undefined;
    const normalized = normalizePhone(value);
    if (!normalized) {
      ctx.addIssue({ code: 'custom', message: PHONE_MESSAGES.invalid });
      return z.NEVER;
    }
    return normalized;
  });
