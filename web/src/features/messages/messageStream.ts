import type { QueryClient } from '@tanstack/react-query';
import { refreshNotifications } from '../notifications';
import { applyStreamEvent, STREAM_EVENT_TYPES } from './applyStreamEvent';
import { messagesKeys } from './messagesKeys';

/**
 * `live`: events arrive as they happen. Otherwise (`connecting`, `polling`) the message queries
 * ask the server every POLL_MS, so nothing waits on a stream that is not there.
 */
export type StreamStatus = 'connecting' | 'live' | 'polling';

export const POLL_MS = 5_000;
/** Errors in a row, without an open between them, before the pages poll instead. */
const ERRORS_BEFORE_POLLING = 3;
/** How long the pages poll before the stream is tried again. */
const STREAM_RETRY_MS = 30_000;
const STREAM_URL = '/api/messages/stream';

interface Connection {
  userId: string;
  queryClient: QueryClient;
  holders: number;
  source?: EventSource;
  errors: number;
  hasOpened: boolean;
  retryTimer?: ReturnType<typeof setTimeout>;
  closeTimer?: ReturnType<typeof setTimeout>;
}

let connection: Connection | undefined;
let status: StreamStatus = 'connecting';
const listeners = new Set<() => void>();

function setStatus(next: StreamStatus) {
  if (next === status) return;
  status = next;
  listeners.forEach((listener) => listener());
}

export const streamStatusStore = {
  get: () => status,
  subscribe: (listener: () => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
};

/**
 * After a gap the server replays missed messages; the open thread, and the notifications that
 * may have come meanwhile, are read again to be sure.
 */
function refreshAfterGap(current: Connection) {
  void current.queryClient.invalidateQueries({ queryKey: messagesKeys.all(current.userId) });
  void refreshNotifications(current.queryClient, current.userId);
}

function open(current: Connection) {
  if (typeof EventSource === 'undefined') {
    setStatus('polling');
    return;
  }
  setStatus('connecting');
  const source = new EventSource(STREAM_URL, { withCredentials: true });
  current.source = source;
  for (const type of STREAM_EVENT_TYPES) {
    source.addEventListener(type, (event) =>
      applyStreamEvent(current.queryClient, current.userId, type, String(event.data)),
    );
  }
  source.onopen = () => {
    current.errors = 0;
    if (current.hasOpened) refreshAfterGap(current);
    current.hasOpened = true;
    setStatus('live');
  };
  // The browser reconnects by itself (sending Last-Event-ID); polling covers the meantime, and
  // takes over when the stream keeps failing or the server refused it (CLOSED).
  source.onerror = () => {
    current.errors += 1;
    if (source.readyState !== EventSource.CLOSED && current.errors < ERRORS_BEFORE_POLLING) {
      setStatus('connecting');
      return;
    }
    source.close();
    current.source = undefined;
    setStatus('polling');
    current.retryTimer = setTimeout(() => {
      current.errors = 0;
      // A new EventSource has no Last-Event-ID: the refresh on open fills any gap.
      current.hasOpened = true;
      open(current);
    }, STREAM_RETRY_MS);
  };
}

function close(current: Connection) {
  clearTimeout(current.retryTimer);
  clearTimeout(current.closeTimer);
  current.source?.close();
  if (connection === current) connection = undefined;
  setStatus('connecting');
}

/**
 * Holds the app's one message stream open for `userId` while anything needs it (the header's
 * badge, the messages page), and lets it go when nothing does. Returns the release.
 */
export function holdMessageStream(userId: string, queryClient: QueryClient): () => void {
  if (connection && connection.userId !== userId) close(connection);
  if (!connection) {
    connection = { userId, queryClient, holders: 0, errors: 0, hasOpened: false };
    open(connection);
  }
  const held = connection;
  held.holders += 1;
  clearTimeout(held.closeTimer);
  return () => {
    held.holders -= 1;
    // A page change unmounts one holder and mounts the next: wait a moment before closing.
    if (held.holders === 0) held.closeTimer = setTimeout(() => close(held), 1_000);
  };
}
