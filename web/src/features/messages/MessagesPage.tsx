import { Box, Center, Container, EmptyState, Paper, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconMessages } from '@tabler/icons-react';
import { PAGES, type SessionUser } from '@titletrust/shared';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { usePageTitle } from '../../lib/usePageTitle';
import { useSession } from '../accounts';
import { ThreadList } from './ThreadList';
import { ThreadView } from './ThreadView';

/** Mantine's `md`: from here the list and the open thread sit side by side. */
const SIDE_BY_SIDE = '(min-width: 62em)';

function Conversations({ user }: { user: SessionUser }) {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const threadId = params.get('thread') ?? undefined;
  const sideBySide = useMediaQuery(SIDE_BY_SIDE, true, { getInitialValueInEffect: false });
  const linkTo = (id: string) => `${pathname}?thread=${encodeURIComponent(id)}`;

  const list = (
    <ThreadList userId={user.id} role={user.role} selectedId={threadId} linkTo={linkTo} />
  );
  const thread = threadId && (
    <ThreadView
      key={threadId}
      userId={user.id}
      threadId={threadId}
      onBack={sideBySide ? undefined : () => void navigate(pathname)}
    />
  );

  return (
    <Paper
      withBorder
      radius="lg"
      h={{ base: 'calc(100dvh - 64px - 64px)', sm: 'calc(100dvh - 64px - 110px)' }}
      mih={420}
      style={{ overflow: 'hidden', display: 'flex' }}
    >
      {sideBySide ? (
        <>
          <Box
            w={360}
            h="100%"
            style={{ flexShrink: 0, borderRight: '1px solid var(--mantine-color-gray-3)' }}
          >
            {list}
          </Box>
          <Box h="100%" miw={0} style={{ flex: 1 }}>
            {thread || (
              <Center h="100%">
                <EmptyState
                  icon={<IconMessages size={28} aria-hidden />}
                  title="Pick a conversation"
                  description="Its messages open here."
                />
              </Center>
            )}
          </Box>
        </>
      ) : (
        <Box h="100%" w="100%">
          {thread || list}
        </Box>
      )}
    </Paper>
  );
}

/** /messages, /seller-messages and /buyer-messages: the conversations about the viewer's gigs. */
export function MessagesPage() {
  const { data: user } = useSession();
  usePageTitle(PAGES.messages.title);
  return (
    <Container size="lg" py={{ base: 12, sm: 24 }} px={{ base: 8, sm: 'md' }}>
      <Title order={1} fz={{ base: 20, sm: 28 }} mb={{ base: 8, sm: 'md' }}>
        Messages
      </Title>
      {user && <Conversations user={user} />}
    </Container>
  );
}
