import type { Attachment, Message } from '@titletrust/shared';
import { LAGOS_TIME_ZONE } from '../../lib/timeLeft';
import type { OutboxEntry } from './outbox';

/** A message as the thread shows it: stored on the server, or still in this browser's outbox. */
export interface ShownMessage {
  id: string;
  /** Absent until the server has stored it. */
  seq?: number;
  senderId: string;
  body: string;
  attachments: Attachment[];
  createdAt: string;
  status: 'sent' | 'sending' | 'failed';
  error?: string;
}

export type TimelineEntry =
  | { kind: 'day'; key: string; label: string }
  | { kind: 'message'; key: string; message: ShownMessage };

export function shownMessages(
  sent: readonly Message[],
  pending: readonly OutboxEntry[],
  myId: string,
): ShownMessage[] {
  return [
    ...sent.map((message) => ({ ...message, status: 'sent' as const })),
    ...pending.map(({ threadId: _threadId, ...entry }) => ({ ...entry, senderId: myId })),
  ];
}

const lagosDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: LAGOS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const longDay = new Intl.DateTimeFormat('en-GB', {
  timeZone: LAGOS_TIME_ZONE,
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});
const clock = new Intl.DateTimeFormat('en-GB', {
  timeZone: LAGOS_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
});

/** "2025-03-08": the calendar day a moment falls on in Lagos. */
export function lagosDayKey(moment: string | Date): string {
  return lagosDay.format(typeof moment === 'string' ? new Date(moment) : moment);
}

/** "Today", "Yesterday", or "Saturday 8 March 2025", by Lagos calendar days. */
export function dayLabel(dayKey: string, now: Date = new Date()): string {
  if (dayKey === lagosDayKey(now)) return 'Today';
  if (dayKey === lagosDayKey(new Date(now.getTime() - 24 * 3600 * 1000))) return 'Yesterday';
  // Noon UTC is 13:00 in Lagos: the same calendar day whatever the browser's zone.
  return longDay.format(new Date(`${dayKey}T12:00:00Z`)).replace(',', '');
}

/** "14:30" in Lagos time. */
export function formatMessageTime(moment: string): string {
  return clock.format(new Date(moment));
}

/** The messages with a separator before the first message of each Lagos day. */
export function withDaySeparators(
  messages: readonly ShownMessage[],
  now: Date = new Date(),
): TimelineEntry[] {
  const entries: TimelineEntry[] = [];
  let previousDay: string | undefined;
  for (const message of messages) {
    const day = lagosDayKey(message.createdAt);
    if (day !== previousDay) {
      entries.push({ kind: 'day', key: `day-${day}`, label: dayLabel(day, now) });
      previousDay = day;
    }
    entries.push({ kind: 'message', key: message.id, message });
  }
  return entries;
}

/**
 * The message that carries "Seen": the viewer's latest message the other party has read up to.
 * Only one, as in the messengers people know; none when they have read none of yours.
 */
export function seenMessageId(
  messages: readonly ShownMessage[],
  myId: string,
  otherLastReadSeq: number,
): string | undefined {
  let seen: string | undefined;
  for (const message of messages) {
    if (message.senderId !== myId || message.seq === undefined) continue;
    if (message.seq <= otherLastReadSeq) seen = message.id;
  }
  return seen;
}

/** The highest seq on screen: what "read up to" means when the reader has the thread open. */
export function highestSeq(messages: readonly Message[]): number {
  return messages.reduce((highest, message) => Math.max(highest, message.seq), 0);
}
