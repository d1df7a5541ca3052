import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { MESSAGE_MESSAGES, type Attachment } from '@titletrust/shared';
import { useCallback } from 'react';
import { ApiError } from '../../lib/api';
import { newUuid } from '../../lib/newUuid';
import { mergeMessage, type MessagePages } from './messageCache';
import { sendMessage } from './messagesApi';
import { messagesKeys } from './messagesKeys';
import {
  outboxStore,
  withFailed,
  withoutEntry,
  withRetrying,
  withSending,
  type OutboxEntry,
} from './outbox';

/** Why the server refused the message, kept with it ("Not sent: …"). */
function failureOf(error: unknown): string {
  if (error instanceof ApiError && error.status > 0 && error.status < 500) {
    return `Not sent: ${error.message}`;
  }
  return MESSAGE_MESSAGES.sendFailed;
}

function deliver(queryClient: QueryClient, userId: string, entry: OutboxEntry) {
  sendMessage(entry.threadId, {
    id: entry.id,
    body: entry.body,
    attachmentIds: entry.attachments.map((attachment) => attachment.id),
  }).then(
    (message) => {
      // Into the pages first, then out of the outbox: the message never blinks.
      queryClient.setQueryData<MessagePages>(
        messagesKeys.messages(userId, entry.threadId),
        (pages) => mergeMessage(pages, message),
      );
      outboxStore.update((outbox) => withoutEntry(outbox, entry.id));
      void queryClient.invalidateQueries({ queryKey: messagesKeys.threadLists(userId) });
    },
    (error: unknown) => {
      outboxStore.update((outbox) => withFailed(outbox, entry.id, failureOf(error)));
    },
  );
}

/**
 * Sends at once into the outbox (shown as "Sending…"), then to the server with an id made here,
 * so a retry after a lost answer stores the message once.
 */
export function useSendMessage(userId: string) {
  const queryClient = useQueryClient();

  const send = useCallback(
    (threadId: string, body: string, attachments: Attachment[]) => {
      const entry = {
        id: newUuid(),
        threadId,
        body,
        attachments,
        createdAt: new Date().toISOString(),
      };
      outboxStore.update((outbox) => withSending(outbox, entry));
      deliver(queryClient, userId, { ...entry, status: 'sending' });
    },
    [queryClient, userId],
  );

  const retry = useCallback(
    (id: string) => {
      const entry = outboxStore.get().find((item) => item.id === id);
      if (!entry || entry.status === 'sending') return;
      outboxStore.update((outbox) => withRetrying(outbox, id));
      deliver(queryClient, userId, entry);
    },
    [queryClient, userId],
  );

  return { send, retry };
}
