import type { ServerResponse } from 'node:http';
import type { SessionUser } from '@titletrust/shared';
import { and, asc, eq, gt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { messages, messageThreads } from '../../db/schema';
import type { FileLinks } from '../../platform/storage/signed-links';
import { countUnread } from './count-unread';
import type { HubEvent, MessageHub } from './message-hub';
import { toMessages } from './to-message';

const HEARTBEAT_MS = 25_000;
const GAP_LIMIT = 500;
/** Messages commit out of seq order across threads; a resync looks back this far, by id. */
const RESYNC_SLACK = 200;
const DELIVERED_KEPT = 2_000;

interface StreamDeps {
  db: Database;
  fileLinks: FileLinks;
  hub: MessageHub;
}

/**
 * One browser's live stream (server-sent events): its new messages, read receipts and unread
 * count, and a `notice` when its notifications have something new. A browser reconnecting with Last-Event-ID first receives the messages it missed; after
 * this instance's LISTEN connection comes back, the same gap is read afresh. Events are written
 * in order, one at a time, and a message already written is never written twice.
 */
export function streamMessages(
  deps: StreamDeps,
  viewer: SessionUser,
  out: ServerResponse,
  lastEventId: number | undefined,
): void {
  const delivered = new Set<string>();
  let lastSeq = lastEventId ?? 0;
  let closed = false;
  let chain: Promise<void> = Promise.resolve();
  const inOrder = (work: () => Promise<void>) => {
    chain = chain.then(work).catch(() => {
      // A failed read ends this stream; the browser reconnects and resumes from Last-Event-ID.
      out.end();
    });
  };

  const write = (event: string, data: unknown, id?: number) => {
    if (closed) return;
    out.write(`${id ? `id: ${id}\n` : ''}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  };
  const writeMessages = async (rows: (typeof messages.$inferSelect)[]) => {
    const fresh = rows.filter((row) => !delivered.has(row.id));
    for (const message of await toMessages(deps, fresh)) {
      delivered.add(message.id);
      if (delivered.size > DELIVERED_KEPT) delivered.delete(delivered.values().next().value!);
      lastSeq = Math.max(lastSeq, message.seq);
      write('message', message, message.seq);
    }
  };
  const writeUnread = async () => write('unread', { count: await countUnread(deps.db, viewer.id) });

  const mine = or(
    eq(messageThreads.clientId, viewer.id),
    eq(messageThreads.professionalId, viewer.id),
  );
  const sendGap = async (after: number) => {
    const rows = await deps.db
      .select({ message: messages })
      .from(messages)
      .innerJoin(messageThreads, eq(messageThreads.id, messages.threadId))
      .where(and(mine, gt(messages.seq, after)))
      .orderBy(asc(messages.seq))
      .limit(GAP_LIMIT);
    await writeMessages(rows.map((row) => row.message));
  };

  const onEvent = (event: HubEvent) =>
    inOrder(async () => {
      if (event.kind === 'notice') {
        // The bell reads its notices again (they are not sent here: the list has its own route).
        write('notice', {});
        return;
      }
      if (event.kind === 'read') {
        // The other party's pages put "Seen"; the reader's other tabs lower their counts.
        write('read', {
          threadId: event.threadId,
          readerId: event.readerId,
          lastReadSeq: event.lastReadSeq,
        });
        if (event.readerId === viewer.id) await writeUnread();
        return;
      }
      const rows = await deps.db.select().from(messages).where(eq(messages.seq, event.seq));
      await writeMessages(rows);
      if (event.senderId !== viewer.id) await writeUnread();
    });

  const remove = deps.hub.add({
    userId: viewer.id,
    onEvent,
    onResync: () =>
      inOrder(async () => {
        await sendGap(Math.max(0, lastSeq - RESYNC_SLACK));
        await writeUnread();
        write('notice', {});
      }),
  });

  out.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  out.write('retry: 2000\n\n');
  inOrder(async () => {
    if (lastEventId !== undefined) await sendGap(lastEventId);
    else {
      const { rows } = await deps.db.execute<{ max: number | null }>(sql`
        SELECT max(m.seq)::bigint AS max FROM messages m JOIN message_threads t ON t.id = m.thread_id
        WHERE t.client_id = ${viewer.id} OR t.professional_id = ${viewer.id}`);
      lastSeq = Number(rows[0]?.max ?? 0);
    }
    await writeUnread();
  });

  const heartbeat = setInterval(() => out.write(': ping\n\n'), HEARTBEAT_MS);
  heartbeat.unref();
  out.on('close', () => {
    closed = true;
    clearInterval(heartbeat);
    remove();
  });
}
