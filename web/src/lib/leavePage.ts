import { useSyncExternalStore } from 'react';
import { flushSync } from 'react-dom';

/**
 * Takes the current page off the screen at once, before the navigation that follows: signing out
 * leaves a protected page so its guard does not send the person to the sign-in page and its
 * queries stop (navigations are transitions, which would keep the page up meanwhile). The layout
 * shows no page while leaving and clears it when the next location arrives.
 */
let leaving = false;
const listeners = new Set<() => void>();

function setLeaving(value: boolean) {
  if (leaving === value) return;
  leaving = value;
  listeners.forEach((listener) => listener());
}

export function leaveCurrentPage() {
  flushSync(() => setLeaving(true));
}

export function arrivedAtNextPage() {
  setLeaving(false);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function useLeavingPage(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => leaving,
    () => false,
  );
}
