import type { Message } from '@titletrust/shared';
import { describe, expect, it } from 'vitest';
import {
  dayLabel,
  formatMessageTime,
  highestSeq,
  lagosDayKey,
  seenMessageId,
  shownMessages,
  withDaySeparators,
} from './messageTimeline';

const ME = '11111111-1111-4111-8111-111111111111';
const THEM = '22222222-2222-4222-8222-222222222222';
const THREAD = '33333333-3333-4333-8333-333333333333';

function message(seq: number, senderId: string, createdAt: string): Message {
  return {
    id: `00000000-0000-4000-8000-${String(seq).padStart(12, '0')}`,
    threadId: THREAD,
    seq,
    senderId,
    body: `message ${seq}`,
    attachments: [],
    createdAt,
  };
}

describe('day separators', () => {
  const now = new Date('2025-03-08T10:00:00.000Z');

  it('puts a day in Lagos time: 23:30 UTC is already the next day there', () => {
    expect(lagosDayKey('2025-03-07T22:59:00.000Z')).toBe('2025-03-07');
    expect(lagosDayKey('2025-03-07T23:30:00.000Z')).toBe('2025-03-08');
    expect(formatMessageTime('2025-03-07T23:30:00.000Z')).toBe('00:30');
  });

  it('says Today, Yesterday, then the full date', () => {
    expect(dayLabel('2025-03-08', now)).toBe('Today');
    expect(dayLabel('2025-03-07', now)).toBe('Yesterday');
    expect(dayLabel('2025-03-03', now)).toBe('Monday 3 March 2025');
  });

  it('starts each Lagos day with one separator, before its first message', () => {
    const messages = shownMessages(
      [
        message(1, THEM, '2025-03-06T09:00:00.000Z'),
        message(2, ME, '2025-03-06T12:00:00.000Z'),
        message(3, THEM, '2025-03-07T23:30:00.000Z'),
        message(4, ME, '2025-03-08T08:00:00.000Z'),
      ],
      [],
      ME,
    );
    const entries = withDaySeparators(messages, now);
    expect(
      entries.map((entry) => (entry.kind === 'day' ? entry.label : entry.message.seq)),
    ).toEqual(['Thursday 6 March 2025', 1, 2, 'Today', 3, 4]);
  });

  it('shows no separator for an empty thread', () => {
    expect(withDaySeparators([], now)).toEqual([]);
  });
});

describe('"Seen"', () => {
  const at = '2025-03-08T10:00:00.000Z';
  const thread = [message(1, ME, at), message(2, THEM, at), message(3, ME, at), message(4, ME, at)];
  const shown = shownMessages(thread, [], ME);

  it('goes under my latest message the other side has read, and only one', () => {
    expect(seenMessageId(shown, ME, 3)).toBe(thread[2]!.id);
    expect(seenMessageId(shown, ME, 4)).toBe(thread[3]!.id);
    expect(seenMessageId(shown, ME, 2)).toBe(thread[0]!.id);
  });

  it('is absent when none of mine is read, and never on their messages', () => {
    expect(seenMessageId(shown, ME, 0)).toBeUndefined();
    expect(seenMessageId(shownMessages([message(2, THEM, at)], [], ME), ME, 9)).toBeUndefined();
  });

  it('never goes on a message still sending', () => {
    const pending = shownMessages(
      [message(1, ME, at)],
      [
        {
          id: 'pending',
          threadId: THREAD,
          body: 'hi',
          attachments: [],
          createdAt: at,
          status: 'sending',
        },
      ],
      ME,
    );
    expect(pending.at(-1)).toMatchObject({ senderId: ME, status: 'sending' });
    expect(seenMessageId(pending, ME, 5)).toBe(thread[0]!.id);
  });
});

describe('highestSeq', () => {
  it('is the largest seq shown, 0 for none', () => {
    const at = '2025-03-08T10:00:00.000Z';
    expect(highestSeq([message(3, ME, at), message(7, THEM, at), message(5, ME, at)])).toBe(7);
    expect(highestSeq([])).toBe(0);
  });
});
