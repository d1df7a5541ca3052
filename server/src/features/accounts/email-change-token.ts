/** An e-mail change as Better Auth's verification token names it. */
export interface EmailChange {
  userId: string;
  from: string;
  to: string;
}

/**
 * The e-mail change a Better Auth verification token carries (the payload changeEmail signs:
 * the current address, `updateTo`, the account and requestType "change-email-verification"),
 * or null for any other token. The signature is NOT checked here: read only a token Better Auth
 * has just made, or has just verified in the same request.
 */
export function emailChangeOf(token: unknown): EmailChange | null {
  if (typeof token !== 'string') return null;
  let payload: unknown;
  try {
    payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (typeof payload !== 'object' || payload === null) return null;
  const { email, updateTo, userId, requestType } = payload as Record<string, unknown>;
  if (requestType !== 'change-email-verification') return null;
  if (typeof email !== 'string' || typeof updateTo !== 'string' || typeof userId !== 'string') {
    return null;
  }
  return { userId, from: email, to: updateTo };
}
