/**
 * The message for /auth/callback?error=<code>. The code comes from the address bar, so only a
 * short, plain token of it is shown.
 */
export function callbackErrorMessage(rawCode: string): string {
  const code = rawCode.replace(/[^\w.-]/g, '').slice(0, 64) || 'unknown_error';
  return `Google sign-in did not complete (${code}). Please try again.`;
}

export const CALLBACK_WITHOUT_SESSION =
  'Google sign-in did not complete: no session was started. Please try again.';
