// The e-mail rules and messages, without zod: a page that only shows them does not load it.

export const EMAIL_MAX_LENGTH = 254;

/** The spec's messages (§5), word for word. */
export const EMAIL_MESSAGES = {
  required: 'Email is required',
  invalid: 'Please enter a valid email address',
  tooLong: 'Email address is too long',
  consecutiveDots: 'Email address cannot contain consecutive dots',
  disposable: 'Please use a permanent email address',
} as const;

/** The spec's own disposable providers; a domain containing any of them is refused. */
export const DISPOSABLE_EMAIL_KEYWORDS = [
  '10minutemail',
  'tempmail',
  'guerrillamail',
  'mailinator',
  'throwaway',
  'temp-mail',
] as const;

/** Decides whether a (lower-case) e-mail domain belongs to a throwaway provider. */
export type DisposableDomainCheck = (domain: string) => boolean;

export const hasDisposableKeyword: DisposableDomainCheck = (domain) =>
  DISPOSABLE_EMAIL_KEYWORDS.some((keyword) => domain.includes(keyword));

const LOCAL_PART = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
const DOMAIN = /^([A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;

function looksLikeAddress(email: string): boolean {
  const at = email.lastIndexOf('@');
  if (at <= 0 || at !== email.indexOf('@')) return false;
  const local = email.slice(0, at);
  const domain = email.slice(at + 1);
  return local.length <= 64 && LOCAL_PART.test(local) && DOMAIN.test(domain);
}

/**
 * The first problem with an e-mail address, most specific first, or undefined when it is fine.
 * The browser passes the spec's keyword check; the server adds the full maintained list.
 */
export function emailProblem(
  raw: string,
  isDisposable: DisposableDomainCheck = hasDisposableKeyword,
): string | undefined {
  const email = raw.trim();
  if (email === '') return EMAIL_MESSAGES.required;
  if (email.length > EMAIL_MAX_LENGTH) return EMAIL_MESSAGES.tooLong;
  if (email.includes('..')) return EMAIL_MESSAGES.consecutiveDots;
  if (!looksLikeAddress(email)) return EMAIL_MESSAGES.invalid;
  const domain = email.slice(email.indexOf('@') + 1).toLowerCase();
  if (isDisposable(domain)) return EMAIL_MESSAGES.disposable;
  return undefined;
}
