import { safeReturnPath } from '../session/returnPath';

/** The page to come back to survives the round trip through Google in this tab's storage. */
const STORAGE_KEY = 'titletrust.googleReturnTo';

export function rememberGoogleReturnPath(returnTo: string | null) {
  try {
    const safe = safeReturnPath(returnTo);
    if (safe) sessionStorage.setItem(STORAGE_KEY, safe);
    else sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Without storage the callback sends the person to their dashboard instead.
  }
}

/** Reads the remembered page once: a later sign-in must not inherit it. */
export function takeGoogleReturnPath(): string | null {
  try {
    const stored = sessionStorage.getItem(STORAGE_KEY);
    sessionStorage.removeItem(STORAGE_KEY);
    return stored;
  } catch {
    return null;
  }
}
