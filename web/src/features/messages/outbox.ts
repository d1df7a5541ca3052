import type { Attachment } from '@titletrust/shared';

/** A message this browser sent that the server has not confirmed yet, or that failed. */
export interface OutboxEntry {
  /** The id the server will keep: a retry sends it again, so nothing is stored twice. */
  id: string;
  threadId: string;
  body: string;
  attachments: Attachment[];
  createdAt: string;
  status: 'sending' | 'failed';
  error?: string;
}

export type Outbox = readonly OutboxEntry[];

export function withSending(outbox: Outbox, entry: Omit<OutboxEntry, 'status' | 'error'>): Outbox {
  const others = outbox.filter((item) => item.id !== entry.id);
  return [...others, { ...entry, status: 'sending' }];
}

export function withRetrying(outbox: Outbox, id: string): Outbox {
  return outbox.map((item) =>
    item.id === id ? { ...item, status: 'sending', error: undefined } : item,
  );
}

export function withFailed(outbox: Outbox, id: string, error: string): Outbox {
  return outbox.map((item) => (item.id === id ? { ...item, status: 'failed', error } : item));
}

export function withoutEntry(outbox: Outbox, id: string): Outbox {
  return outbox.filter((item) => item.id !== id);
}

/** What still shows below the thread: entries of this thread the server's pages do not hold. */
export function pendingOf(outbox: Outbox, threadId: string, sentIds: ReadonlySet<string>) {
  return outbox.filter((item) => item.threadId === threadId && !sentIds.has(item.id));
}

/**
 * The browser's outbox, kept outside React so a send that outlives the thread on screen (the
 * reader moved to another conversation) still lands, and a failed one is still there to retry.
 */
let current: Outbox = [];
const listeners = new Set<() => void>();

export const outboxStore = {
  get: (): Outbox => current,
  update: (change: (outbox: Outbox) => Outbox) => {
    current = change(current);
    listeners.forEach((listener) => listener());
  },
  subscribe: (listener: () => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
};
