import { describe, expect, it } from 'vitest';
import {
  pendingOf,
  withFailed,
  withoutEntry,
  withRetrying,
  withSending,
  type Outbox,
} from './outbox';

const entry = (id: string, threadId = 'thread-a') => ({
  id,
  threadId,
  body: `words of ${id}`,
  attachments: [],
  createdAt: '2025-03-08T10:00:00.000Z',
});

describe('the outbox of optimistic sends', () => {
  it('shows a message as sending at once, then failed with the reason, keeping its words', () => {
    const sending = withSending([], entry('m1'));
    expect(sending).toEqual([{ ...entry('m1'), status: 'sending' }]);
    const failed = withFailed(sending, 'm1', 'Not sent.');
    expect(failed[0]).toMatchObject({ status: 'failed', error: 'Not sent.', body: 'words of m1' });
  });

  it('retries with the same id and words, and forgets the reason', () => {
    const failed = withFailed(withSending([], entry('m1')), 'm1', 'Not sent.');
    const retrying = withRetrying(failed, 'm1');
    expect(retrying).toEqual([{ ...entry('m1'), status: 'sending', error: undefined }]);
  });

  it('keeps one entry per id however often it is sent', () => {
    const twice = withSending(withSending([], entry('m1')), entry('m1'));
    expect(twice).toHaveLength(1);
  });

  it('hides what the server already holds, and other threads', () => {
    let outbox: Outbox = [];
    outbox = withSending(outbox, entry('m1'));
    outbox = withSending(outbox, entry('m2'));
    outbox = withSending(outbox, entry('m3', 'thread-b'));
    expect(pendingOf(outbox, 'thread-a', new Set(['m1'])).map((item) => item.id)).toEqual(['m2']);
    expect(withoutEntry(outbox, 'm2').map((item) => item.id)).toEqual(['m1', 'm3']);
  });
});
