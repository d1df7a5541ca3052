import type { Message, Thread } from '@titletrust/shared';
import { describe, expect, it } from 'vitest';
import {
  mergeMessage,
  messagesOf,
  withOtherRead,
  withThreadRead,
  type MessagePages,
} from './messageCache';

const THREAD = '33333333-3333-4333-8333-333333333333';
const SENDER = '11111111-1111-4111-8111-111111111111';

function message(seq: number): Message {
  return {
    id: `00000000-0000-4000-8000-${String(seq).padStart(12, '0')}`,
    threadId: THREAD,
    seq,
    senderId: SENDER,
    body: `message ${seq}`,
    attachments: [],
    createdAt: '2025-03-08T10:00:00.000Z',
  };
}

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => message(from + index));

/** The newest page (seq 31–60) and the older one loaded by scrolling up (1–30). */
const pages: MessagePages = {
  pages: [
    { items: range(31, 60), hasMore: true },
    { items: range(1, 30), hasMore: false },
  ],
  pageParams: [undefined, 31],
};

describe('messagesOf', () => {
  it('lists every loaded page oldest first', () => {
    expect(messagesOf(pages).map((item) => item.seq)).toEqual(range(1, 60).map((m) => m.seq));
  });

  it('shows a message twice in no case, even when two pages overlap after a refetch', () => {
    const overlapping: MessagePages = {
      pages: [
        { items: range(32, 61), hasMore: true },
        { items: range(2, 31), hasMore: true },
      ],
      pageParams: [undefined, 32],
    };
    const seqs = messagesOf(overlapping).map((item) => item.seq);
    expect(seqs).toHaveLength(60);
    expect(new Set(seqs).size).toBe(60);
  });

  it('is empty before anything loaded', () => {
    expect(messagesOf(undefined)).toEqual([]);
  });
});

describe('mergeMessage', () => {
  it('adds a live message to the newest page, in seq order', () => {
    const merged = mergeMessage(pages, message(61));
    expect(merged?.pages[0]?.items.at(-1)?.seq).toBe(61);
    expect(merged?.pages[1]).toBe(pages.pages[1]);
    expect(messagesOf(merged)).toHaveLength(61);
  });

  it('ignores a message already on any page: the stream and the send answer both bring it', () => {
    expect(mergeMessage(pages, message(45))).toBe(pages);
    expect(mergeMessage(pages, message(12))).toBe(pages);
    const once = mergeMessage(pages, message(61));
    expect(mergeMessage(once, message(61))).toBe(once);
  });

  it('places a gap message the reconnecting stream replays where its seq belongs', () => {
    const withGap: MessagePages = {
      pages: [{ items: [message(1), message(3)], hasMore: false }],
      pageParams: [undefined],
    };
    expect(messagesOf(mergeMessage(withGap, message(2))).map((item) => item.seq)).toEqual([
      1, 2, 3,
    ]);
  });

  it('leaves a thread nobody has loaded alone', () => {
    expect(mergeMessage(undefined, message(1))).toBeUndefined();
  });
});

describe('read receipts in the cache', () => {
  const thread = { id: THREAD, otherLastReadSeq: 5 } as Thread;

  it('only ever move forward', () => {
    expect(withOtherRead(thread, 7)?.otherLastReadSeq).toBe(7);
    expect(withOtherRead(thread, 3)).toBe(thread);
  });

  it('clear the badge of the thread just read, and nothing else', () => {
    const list = [
      { id: THREAD, unreadCount: 2 },
      { id: 'other', unreadCount: 4 },
    ] as Parameters<typeof withThreadRead>[0];
    const read = withThreadRead(list, THREAD);
    expect(read?.map((item) => item.unreadCount)).toEqual([0, 4]);
    expect(withThreadRead(read, THREAD)).toBe(read);
  });
});
