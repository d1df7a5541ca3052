import { useSyncExternalStore } from 'react';

/**
 * When the browser last showed this document again from its back-forward cache (0: never).
 * Such a page comes back exactly as it was left, its queries' answers included, however long
 * ago and whatever happened since (a payment made, the contract moved on in another tab).
 */
let restoredAt = 0;
const listeners = new Set<() => void>();

/** Calls `listener` each time the page is restored from the back-forward cache. */
export function onPageRestored(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

if (typeof window !== 'undefined')
  window.addEventListener('pageshow', (event) => {
    // `persisted`: restored from the back-forward cache, rather than loaded.
    if (!event.persisted) return;
    restoredAt = Date.now();
    for (const listener of listeners) listener();
  });

/** The time of the last restore from the back-forward cache, redrawing the caller after one. */
export function useRestoredAt(): number {
  return useSyncExternalStore(
    onPageRestored,
    () => restoredAt,
    () => 0,
  );
}
