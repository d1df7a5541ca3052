import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { NOTICES_CHANNEL, type NoticeEvent } from '../notifications';
import { MESSAGES_CHANNEL, type MessageEvent } from './message-events';

/** What a stream hears: its messages' events, and that its notices have something new. */
export type HubEvent = MessageEvent | NoticeEvent;

export interface HubListener {
  userId: string;
  onEvent(event: HubEvent): void;
  /** The LISTEN connection was lost and is back: events in between must be read afresh. */
  onResync(): void;
}

export interface MessageHub {
  add(listener: HubListener): () => void;
  /** Open streams on this instance (for the bench's memory figure and tests). */
  size(): number;
  stop(): Promise<void>;
}

const RETRY_MS = [100, 250, 500, 1000, 2000];

/**
 * This instance's end of the fan-out: one connection LISTENs on the messages and notices
 * channels and hands each event to the open streams of its recipients. When that connection dies
 * (a restart of PostgreSQL, or pg_terminate_backend) it reconnects with back-off and asks every
 * stream to resync, so a message or notice committed during the gap still arrives.
 */
export async function startMessageHub(
  connectionConfig: pg.ClientConfig,
  logger: FastifyBaseLogger | false,
): Promise<MessageHub> {
  const listeners = new Map<string, Set<HubListener>>();
  let client: pg.Client | undefined;
  let stopped = false;
  let attempt = 0;

  const dispatch = (payload: string | undefined) => {
    if (!payload) return;
    const event = JSON.parse(payload) as HubEvent;
    for (const userId of event.recipients)
      for (const listener of listeners.get(userId) ?? []) listener.onEvent(event);
  };

  const connect = async (): Promise<void> => {
    const next = new pg.Client(connectionConfig);
    next.on('notification', (message) => dispatch(message.payload));
    next.on('error', () => {}); // 'end' follows and reconnects
    next.on('end', () => {
      if (client === next) client = undefined;
      if (!stopped) scheduleReconnect();
    });
    await next.connect();
    await next.query(`LISTEN ${MESSAGES_CHANNEL}; LISTEN ${NOTICES_CHANNEL}`);
    client = next;
  };

  const scheduleReconnect = () => {
    const delay = RETRY_MS[Math.min(attempt, RETRY_MS.length - 1)]!;
    attempt += 1;
    setTimeout(() => {
      if (stopped) return;
      connect()
        .then(() => {
          attempt = 0;
          for (const set of listeners.values()) for (const listener of set) listener.onResync();
        })
        .catch((error: unknown) => {
          if (logger) logger.warn({ err: error }, 'messages: LISTEN reconnect failed');
          scheduleReconnect();
        });
    }, delay).unref();
  };

  await connect();
  return {
    add(listener) {
      const set = listeners.get(listener.userId) ?? new Set();
      set.add(listener);
      listeners.set(listener.userId, set);
      return () => {
        set.delete(listener);
        if (set.size === 0) listeners.delete(listener.userId);
      };
    },
    size: () => [...listeners.values()].reduce((total, set) => total + set.size, 0),
    async stop() {
      stopped = true;
      await client?.end().catch(() => {});
    },
  };
}
