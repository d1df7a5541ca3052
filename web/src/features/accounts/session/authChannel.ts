/**
 * Tabs tell each other that the session changed (sign-in, sign-out, password reset), so a tab
 * left open on a protected page does not keep showing it after the user signed out elsewhere.
 */
const CHANNEL_NAME = 'titletrust-auth';

export type AuthChange = 'signed-in' | 'signed-out' | 'password-reset' | 'email-verified';

// One channel per tab for sending and listening: a channel never hears its own messages.
let channel: BroadcastChannel | undefined;

function tabChannel(): BroadcastChannel | undefined {
  if (typeof BroadcastChannel === 'undefined') return undefined;
  channel ??= new BroadcastChannel(CHANNEL_NAME);
  return channel;
}

export function announceAuthChange(change: AuthChange) {
  tabChannel()?.postMessage({ change });
}

/** Calls back on every change announced by another tab; returns the unsubscribe function. */
export function onAuthChangeElsewhere(callback: (change: AuthChange) => void): () => void {
  const listener = (event: MessageEvent<{ change?: AuthChange }>) => {
    if (event.data?.change) callback(event.data.change);
  };
  const current = tabChannel();
  current?.addEventListener('message', listener);
  return () => current?.removeEventListener('message', listener);
}
