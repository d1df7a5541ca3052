import { PAGE_SESSION_ELEMENT_ID, type SessionUser } from '@titletrust/shared';

/**
 * The session the page was sent with, so the header and the guards know the viewer at once
 * instead of after a request. Taken once: the element goes, so a session query made again later
 * (after a sign-out, say) asks the API rather than starting from an old answer. Undefined when
 * the page came without one (Vite's dev server, or a session the server could not read then).
 */
export function takePageSession(): SessionUser | null | undefined {
  const element = document.getElementById(PAGE_SESSION_ELEMENT_ID);
  if (!element) return undefined;
  element.remove();
  try {
    // The server wrote it with the session contract the API answers with (sessionResponseSchema).
    return (JSON.parse(element.textContent ?? '') as { user: SessionUser | null }).user;
  } catch {
    return undefined;
  }
}
