import { createHash } from 'node:crypto';

/** How many Cookie headers a server remembers (about 2 MB), the oldest forgotten first. */
const REMEMBERED = 10_000;

/** The session Better Auth found for a Cookie header. */
export interface AcceptedSession {
  token: string;
  /**
   * Better Auth extends a remembered session once a day: with this many seconds left or fewer,
   * it is due. Zero for a session it never extends (the browser asked not to be remembered).
   */
  dueWithSecondsLeft: number;
}

/**
 * Cookie headers whose session cookie Better Auth has accepted, each with the session it named.
 * The same header always names the same session, so a header seen before needs no second
 * signature check; whether that session still lives is read again on every request (decision
 * 045). Any other header, a forged signature included, is not in here and goes to Better Auth.
 */
export function createAcceptedCookies(limit = REMEMBERED) {
  // Kept by a digest of the header: a header of 16 kB costs what a short one does.
  const keyOf = (header: string) => createHash('sha256').update(header).digest('base64url');
  const sessions = new Map<string, AcceptedSession>();
  return {
    sessionOf: (header: string): AcceptedSession | undefined => sessions.get(keyOf(header)),
    accept(header: string, session: AcceptedSession) {
      const key = keyOf(header);
      sessions.delete(key);
      sessions.set(key, session);
      // A Map iterates in insertion order: its first key is the oldest remembered.
      if (sessions.size > limit) sessions.delete(sessions.keys().next().value!);
    },
    forget(header: string) {
      sessions.delete(keyOf(header));
    },
  };
}
