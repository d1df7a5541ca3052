import { Alert, Box, Button, Skeleton, Stack } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import type { Thread } from '@titletrust/shared';
import { useMemo, useSyncExternalStore } from 'react';
import { QueryFailedAlert } from '../../ui/QueryFailedAlert';
import { formatDateTime } from '../../lib/timeLeft';
import { Composer } from './Composer';
import { messagesOf } from './messageCache';
import { highestSeq, shownMessages } from './messageTimeline';
import { MessageList } from './MessageList';
import { outboxStore, pendingOf } from './outbox';
import { ThreadHeader } from './ThreadHeader';
import { useMarkRead } from './useMarkRead';
import { useSendMessage } from './useSendMessage';
import { useThread, useThreadMessages } from './useThreadQueries';

interface Props {
  userId: string;
  threadId: string;
  /** On a phone, the way back to the list. */
  onBack?: () => void;
}

function AdminReadBanner({ thread }: { thread: Thread }) {
  if (!thread.adminReadAt) return null;
  return (
    <Alert color="yellow" variant="light" radius={0} p="xs" icon={<IconEye size={18} />}>
      {thread.readOnly
        ? 'You are reading this conversation to decide a dispute; its parties can see that you did.'
        : `An administrator read this conversation on ${formatDateTime(thread.adminReadAt)} to decide the dispute.`}
    </Alert>
  );
}

function OpenThread({
  userId,
  thread,
  onBack,
}: {
  userId: string;
  thread: Thread;
  onBack?: () => void;
}) {
  const pages = useThreadMessages(userId, thread.id);
  const outbox = useSyncExternalStore(outboxStore.subscribe, outboxStore.get);
  const { send, retry } = useSendMessage(userId);
  const sent = useMemo(() => messagesOf(pages.data), [pages.data]);
  const messages = useMemo(() => {
    const pending = pendingOf(outbox, thread.id, new Set(sent.map((message) => message.id)));
    return shownMessages(sent, pending, userId);
  }, [outbox, sent, thread.id, userId]);
  // Theirs only: reading up to their latest message is all a receipt needs to say.
  const theirs = useMemo(
    () => sent.filter((message) => message.senderId !== userId),
    [sent, userId],
  );
  useMarkRead(userId, thread.id, highestSeq(theirs), !thread.readOnly);

  return (
    <>
      <ThreadHeader thread={thread} onBack={onBack} />
      <AdminReadBanner thread={thread} />
      {pages.isPending ? (
        <Stack p="md" gap="sm" style={{ flex: 1 }} aria-busy="true" aria-label="Loading messages">
          <Skeleton h={48} w="60%" radius="md" />
          <Skeleton h={48} w="50%" radius="md" ml="auto" />
          <Skeleton h={48} w="70%" radius="md" />
        </Stack>
      ) : pages.isError ? (
        <Box p="md" style={{ flex: 1 }}>
          <QueryFailedAlert query={pages} title="The messages could not be loaded" />
        </Box>
      ) : (
        <MessageList
          messages={messages}
          myId={userId}
          otherName={thread.otherParty.name}
          otherLastReadSeq={thread.otherLastReadSeq}
          hasOlder={pages.hasNextPage}
          loadingOlder={pages.isFetchingNextPage}
          onLoadOlder={() => void pages.fetchNextPage()}
          onRetry={retry}
        />
      )}
      {!thread.readOnly && (
        <Composer
          key={thread.id}
          threadId={thread.id}
          warnOffPlatform={thread.contract === null}
          onSend={(body, attachments) => send(thread.id, body, attachments)}
        />
      )}
    </>
  );
}

/** One conversation: its header, the messages, and the composer at the bottom. */
export function ThreadView({ userId, threadId, onBack }: Props) {
  const thread = useThread(userId, threadId);
  return (
    <Stack gap={0} h="100%" mih={0} component="section" aria-label="Conversation">
      {thread.isPending ? (
        <Stack p="md" gap="sm" aria-busy="true" aria-label="Loading the conversation">
          <Skeleton h={40} radius="md" />
          <Skeleton h={200} radius="md" />
        </Stack>
      ) : thread.isError ? (
        <Stack p="md" gap="sm" align="flex-start">
          <QueryFailedAlert query={thread} title="This conversation could not be opened" />
          {onBack && (
            <Button variant="subtle" onClick={onBack}>
              Back to conversations
            </Button>
          )}
        </Stack>
      ) : (
        <OpenThread userId={userId} thread={thread.data} onBack={onBack} />
      )}
    </Stack>
  );
}
