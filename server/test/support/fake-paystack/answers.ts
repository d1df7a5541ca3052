import { randomBytes } from 'node:crypto';

/** What the fake answers one request with. */
export interface FakeAnswer {
  status: number;
  body?: unknown;
  /** An HTML page instead of JSON (the checkout page). */
  html?: string;
  /** A redirect (the checkout page's choice sends the payer back to the callback URL). */
  location?: string;
  /** Carried out, but the socket is destroyed before the answer is written. */
  loseAnswer?: boolean;
}

/** Paystack's envelope around everything it answers: `{status: true, message, data}`. */
export const ok = (message: string, data: unknown, status = 200): FakeAnswer => ({
  status,
  body: { status: true, message, data },
});

/**
 * Paystack's error shape (the description's `Error` and `TransactionInitializeBadRequestModel`):
 * `status: false`, a message, and where Paystack's error pages give one, the next step to take
 * and the error's type. `code` only where the description shows Paystack's own code for it.
 */
export const fail = (
  status: number,
  message: string,
  extra: { nextStep?: string; type?: 'validation_error' | 'api_error'; code?: string } = {},
): FakeAnswer => ({
  status,
  body: {
    status: false,
    message,
    ...(extra.nextStep ? { meta: { nextStep: extra.nextStep } } : {}),
    type: extra.type ?? 'validation_error',
    ...(extra.code ? { code: extra.code } : {}),
  },
});

/** Paystack's ids are integers; the fake counts up from one as large. */
let lastId = 4_099_260_000;
export const nextId = () => ++lastId;

/** The test integration every object belongs to. */
export const INTEGRATION_ID = 463_433;

/** Paystack's opaque codes: a prefix and lower-case letters and digits (`TRF_1ptvuv321ahaa7q`). */
export function opaqueCode(prefix: string, length = 15) {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
  const bytes = randomBytes(length);
  let code = '';
  for (const byte of bytes) code += alphabet[byte % alphabet.length];
  return `${prefix}${code}`;
}

/** A positive whole number of kobo, as JSON sends it or as a form's digits. */
export function positiveInteger(value: unknown): number | undefined {
  const number = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  return typeof number === 'number' && Number.isSafeInteger(number) && number > 0
    ? number
    : undefined;
}

/** A request's body as a record of fields (empty when it had none or was not an object). */
export const fieldsOf = (body: unknown): Record<string, unknown> =>
  body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};

/** A field as Paystack reads it: text, or a number's digits; anything else is no value. */
export const text = (value: unknown) =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined;

/** "Amount is required", for the first of `names` not given: Paystack names it in plain words. */
export function missingField(fields: Record<string, unknown>, names: string[]) {
  const field = names.find((name) => !text(fields[name]));
  if (field === undefined) return undefined;
  return fail(400, `${field[0]!.toUpperCase()}${field.slice(1).replace(/_/g, ' ')} is required`);
}
