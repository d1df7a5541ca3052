import { HOME_BY_ROLE, PAGES, type Role } from '@titletrust/shared';

export const RETURN_TO_PARAM = 'returnTo';

/** Pages that make no sense to come back to after signing in. */
const NEVER_RETURN_TO: string[] = [PAGES.login.path, PAGES.register.path, PAGES.resetPassword.path];

/**
 * A remembered path is used only when it stays on this site: it must start with exactly one
 * "/" (so "//evil.example" and "/\evil.example" are refused) and resolve to our own origin.
 */
export function safeReturnPath(raw: string | null | undefined): string | undefined {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return;
  let url: URL;
  try {
    url = new URL(raw, window.location.origin);
  } catch {
    return;
  }
  if (url.origin !== window.location.origin) return;
  if (NEVER_RETURN_TO.includes(url.pathname.toLowerCase())) return;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Where to go after signing in or registering (spec §2 "After login"). */
export function pathAfterSignIn(role: Role, returnTo: string | null | undefined): string {
  return safeReturnPath(returnTo) ?? HOME_BY_ROLE[role] ?? PAGES.home.path;
}

/** A page's path (sign-in, register) carrying the path to return to afterwards, if there is one. */
export function pathReturningTo(pagePath: string, returnTo: string | null): string {
  if (!returnTo) return pagePath;
  return `${pagePath}?${new URLSearchParams({ [RETURN_TO_PARAM]: returnTo }).toString()}`;
}
