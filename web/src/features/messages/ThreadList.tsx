import { EmptyState, Skeleton, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconMessages, IconSearch, IconSearchOff } from '@tabler/icons-react';
import type { Role } from '@titletrust/shared';
import { useState } from 'react';
import { QueryFailedAlert } from '../../ui/QueryFailedAlert';
import { useNow } from '../../lib/useNow';
import { ThreadListItem } from './ThreadListItem';
import { useThreads } from './useThreadQueries';

interface Props {
  userId: string;
  role: Role;
  selectedId?: string;
  /** The address that opens a thread on this page. */
  linkTo: (threadId: string) => string;
}

const EMPTY_HINT: Record<Role, string> = {
  seller: 'Ask a client a question from a gig page: "Ask a question" opens the conversation here.',
  buyer:
    'Message a professional from the bid list on your gig: the conversation opens here, and so do their questions.',
  admin: 'Conversations between clients and professionals appear here.',
};

/** The viewer's conversations, searchable by gig title or the other party's name. */
export function ThreadList({ userId, role, selectedId, linkTo }: Props) {
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 300);
  const threads = useThreads(userId, q);
  const now = useNow(60_000);

  let content;
  if (threads.isPending) {
    content = (
      <Stack p="sm" gap="sm" aria-busy="true" aria-label="Loading conversations">
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} h={64} radius="md" />
        ))}
      </Stack>
    );
  } else if (threads.isError) {
    content = (
      <Stack p="sm">
        <QueryFailedAlert query={threads} title="Your conversations could not be loaded" />
      </Stack>
    );
  } else if (threads.data.length === 0) {
    content = q ? (
      <EmptyState
        icon={<IconSearchOff size={28} aria-hidden />}
        title="No conversations match"
        description="Search by the gig's title or the other person's name."
        p="md"
      />
    ) : (
      <EmptyState
        icon={<IconMessages size={28} aria-hidden />}
        title="No conversations yet"
        description={EMPTY_HINT[role]}
        p="md"
      />
    );
  } else {
    content = (
      <Stack component="ul" gap={0} p={0} m={0} aria-label="Conversations">
        {threads.data.map((thread) => (
          <ThreadListItem
            key={thread.id}
            thread={thread}
            myId={userId}
            selected={thread.id === selectedId}
            to={linkTo(thread.id)}
            now={now}
          />
        ))}
      </Stack>
    );
  }

  return (
    <Stack gap={0} h="100%" mih={0}>
      <TextInput
        aria-label="Search conversations"
        placeholder="Search by gig or name"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        type="search"
        p="sm"
        style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
      />
      <Stack gap={0} style={{ flex: 1, minHeight: 0, overflowY: 'auto' }}>
        {content}
      </Stack>
    </Stack>
  );
}
