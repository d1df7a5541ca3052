import { QueryClient } from '@tanstack/react-query';
import type { Message, Thread, ThreadSummary } from '@titletrust/shared';
import { describe, expect, it } from 'vitest';
import { applyStreamEvent } from './applyStreamEvent';
import { messagesOf, type MessagePages } from './messageCache';
import { messagesKeys } from './messagesKeys';

const ME = '11111111-1111-4111-8111-111111111111';
const THEM = '22222222-2222-4222-8222-222222222222';
const THREAD = '33333333-3333-4333-8333-333333333333';

const message = (seq: number): Message => ({
  id: `00000000-0000-4000-8000-${String(seq).padStart(12, '0')}`,
  threadId: THREAD,
  seq,
  senderId: THEM,
  body: `message ${seq}`,
  attachments: [],
  createdAt: '2025-03-08T10:00:00.000Z',
});

function cacheWithThread() {
  const queryClient = new QueryClient();
  queryClient.setQueryData<MessagePages>(messagesKeys.messages(ME, THREAD), {
    pages: [{ items: [message(1), message(2)], hasMore: false }],
    pageParams: [undefined],
  });
  const thread = { id: THREAD, otherLastReadSeq: 1 } as Thread;
  queryClient.setQueryData(messagesKeys.thread(ME, THREAD), thread);
  const threads = [{ id: THREAD, unreadCount: 3 }] as ThreadSummary[];
  queryClient.setQueryData(messagesKeys.threadList(ME, ''), threads);
  return queryClient;
}

const shown = (queryClient: QueryClient) =>
  messagesOf(queryClient.getQueryData<MessagePages>(messagesKeys.messages(ME, THREAD))).map(
    (item) => item.seq,
  );

describe('applyStreamEvent', () => {
  it('adds a new message to the open thread once, however often it is delivered', () => {
    const queryClient = cacheWithThread();
    const data = JSON.stringify(message(3));
    applyStreamEvent(queryClient, ME, 'message', data);
    applyStreamEvent(queryClient, ME, 'message', data);
    expect(shown(queryClient)).toEqual([1, 2, 3]);
  });

  it('moves "Seen" forward on the other party’s receipt, and clears the badge on my own', () => {
    const queryClient = cacheWithThread();
    applyStreamEvent(
      queryClient,
      ME,
      'read',
      JSON.stringify({ threadId: THREAD, readerId: THEM, lastReadSeq: 2 }),
    );
    expect(
      queryClient.getQueryData<Thread>(messagesKeys.thread(ME, THREAD))?.otherLastReadSeq,
    ).toBe(2);
    applyStreamEvent(
      queryClient,
      ME,
      'read',
      JSON.stringify({ threadId: THREAD, readerId: ME, lastReadSeq: 2 }),
    );
    expect(
      queryClient.getQueryData<ThreadSummary[]>(messagesKeys.threadList(ME, ''))?.[0]?.unreadCount,
    ).toBe(0);
    expect(
      queryClient.getQueryData<Thread>(messagesKeys.thread(ME, THREAD))?.otherLastReadSeq,
    ).toBe(2);
  });

  it('sets the unread total, and drops what does not match the contract', () => {
    const queryClient = cacheWithThread();
    applyStreamEvent(queryClient, ME, 'unread', JSON.stringify({ count: 4 }));
    expect(queryClient.getQueryData(messagesKeys.unread(ME))).toBe(4);
    applyStreamEvent(queryClient, ME, 'unread', JSON.stringify({ count: -1 }));
    applyStreamEvent(queryClient, ME, 'message', '{not json');
    applyStreamEvent(queryClient, ME, 'message', JSON.stringify({ id: 'x' }));
    expect(queryClient.getQueryData(messagesKeys.unread(ME))).toBe(4);
    expect(shown(queryClient)).toEqual([1, 2]);
  });

  it('has the bell read its notifications again on a notice, and leaves the messages be', () => {
    const queryClient = cacheWithThread();
    // The bell's query, as the notifications feature keys it (per account).
    queryClient.setQueryData(['notifications', ME], { items: [], unreadCount: 0 });
    applyStreamEvent(queryClient, ME, 'notice', '{}');
    const stale = queryClient
      .getQueryCache()
      .findAll({ predicate: (query) => query.state.isInvalidated })
      .map((query) => query.queryKey);
    expect(stale).toEqual([['notifications', ME]]);
  });
});
