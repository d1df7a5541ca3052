import { Box, Button, Center, Divider, Stack, Text } from '@mantine/core';
import { useLayoutEffect, useRef } from 'react';
import { useNow } from '../../lib/useNow';
import { MessageBubble } from './MessageBubble';
import { seenMessageId, withDaySeparators, type ShownMessage } from './messageTimeline';

interface Props {
  messages: ShownMessage[];
  myId: string;
  otherName: string;
  otherLastReadSeq: number;
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
  onRetry: (id: string) => void;
}

/** Near the top, older messages load; near the bottom, a new message scrolls into view. */
const LOAD_OLDER_PX = 120;
const NEAR_BOTTOM_PX = 120;

interface Snapshot {
  firstId?: string;
  /** The newest message and how far it got: "Not sent" and its Retry need room too. */
  lastKey?: string;
  scrollHeight: number;
  scrollTop: number;
  nearBottom: boolean;
}

const keyOf = (message?: ShownMessage) => message && `${message.id}:${message.status}`;

function snapshotOf(element: HTMLElement, messages: ShownMessage[]): Snapshot {
  return {
    firstId: messages[0]?.id,
    lastKey: keyOf(messages.at(-1)),
    scrollHeight: element.scrollHeight,
    scrollTop: element.scrollTop,
    nearBottom: element.scrollHeight - element.scrollTop - element.clientHeight < NEAR_BOTTOM_PX,
  };
}

/** The conversation, oldest at the top, with day separators and "Seen" on the right message. */
export function MessageList(props: Props) {
  const { messages, myId, otherName, otherLastReadSeq, hasOlder, loadingOlder } = props;
  const now = useNow(60_000);
  const scroller = useRef<HTMLDivElement>(null);
  const last = useRef<Snapshot | undefined>(undefined);
  const seenId = seenMessageId(messages, myId, otherLastReadSeq);

  // Before the browser paints: older messages above keep the reader's place, a new message at
  // the bottom (theirs while reading the latest, or any of ours) comes into view.
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const before = last.current;
    const firstId = messages[0]?.id;
    const newest = messages.at(-1);
    const newestKey = keyOf(newest);
    if (!before?.lastKey) {
      element.scrollTop = element.scrollHeight;
    } else if (firstId !== before.firstId && newestKey === before.lastKey) {
      element.scrollTop = element.scrollHeight - before.scrollHeight + before.scrollTop;
    } else if (newestKey !== before.lastKey && (before.nearBottom || newest?.senderId === myId)) {
      element.scrollTop = element.scrollHeight;
    }
    last.current = snapshotOf(element, messages);
  }, [messages, myId]);

  const onScroll = () => {
    const element = scroller.current;
    if (!element) return;
    last.current = snapshotOf(element, messages);
    if (element.scrollTop < LOAD_OLDER_PX && hasOlder && !loadingOlder) props.onLoadOlder();
  };

  return (
    <Box
      ref={scroller}
      onScroll={onScroll}
      role="log"
      aria-label="Messages"
      tabIndex={0}
      px={{ base: 'sm', sm: 'md' }}
      py="sm"
      style={{ flex: 1, minHeight: 0, overflowY: 'auto' }}
    >
      <Stack gap="sm">
        {hasOlder && (
          <Center>
            <Button
              size="compact-sm"
              variant="subtle"
              loading={loadingOlder}
              onClick={props.onLoadOlder}
            >
              Load earlier messages
            </Button>
          </Center>
        )}
        {messages.length === 0 && (
          <Text c="dimmed" ta="center" size="sm" py="xl">
            No messages yet. Say hello, or ask what you need to know about the plot.
          </Text>
        )}
        {withDaySeparators(messages, now).map((entry) =>
          entry.kind === 'day' ? (
            <Divider
              key={entry.key}
              label={entry.label}
              labelPosition="center"
              role="separator"
              aria-label={entry.label}
            />
          ) : (
            <MessageBubble
              key={entry.key}
              message={entry.message}
              mine={entry.message.senderId === myId}
              senderName={otherName}
              seen={entry.message.id === seenId}
              onRetry={props.onRetry}
            />
          ),
        )}
      </Stack>
    </Box>
  );
}
