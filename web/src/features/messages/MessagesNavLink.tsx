import '../../ui/moreStyles';
import { ActionIcon, Indicator } from '@mantine/core';
import { IconMessages } from '@tabler/icons-react';
import type { SessionUser } from '@titletrust/shared';
import { Link } from 'react-router';
import { useSession } from '../accounts';
import { messagesPath } from './messagesPath';
import { useMessageStream } from './useMessageStream';
import { useUnreadMessages } from './useUnreadMessages';
import { LazyTooltip } from '../../ui/LazyTooltip';

export function messagesLinkLabel(unread: number): string {
  return unread > 0 ? `Messages (${unread} unread)` : 'Messages';
}

function SignedInLink({ user }: { user: SessionUser }) {
  const { data: unread = 0 } = useUnreadMessages(user.id);
  return (
    <Indicator
      label={unread > 99 ? '99+' : unread}
      disabled={unread === 0}
      size={18}
      offset={4}
      color="red"
    >
      <LazyTooltip label="Messages">
        <ActionIcon
          component={Link}
          to={messagesPath(user.role)}
          variant="default"
          size={36}
          aria-label={messagesLinkLabel(unread)}
        >
          <IconMessages size={20} aria-hidden />
        </ActionIcon>
      </LazyTooltip>
    </Indicator>
  );
}

/** An admin has no conversations of their own, but their notices come on the stream too. */
function AdminStream({ userId }: { userId: string }) {
  useMessageStream(userId);
  return null;
}

/**
 * The header's way to the conversations, with the total unread; it also holds the app's one
 * message stream open, so the count and the bell are live on every page.
 */
export function MessagesNavLink() {
  const { data: user } = useSession();
  if (!user) return null;
  if (user.role === 'admin') return <AdminStream key={user.id} userId={user.id} />;
  return <SignedInLink key={user.id} user={user} />;
}
