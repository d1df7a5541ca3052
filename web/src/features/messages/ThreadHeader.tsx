import { ActionIcon, Anchor, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { Thread } from '@titletrust/shared';
import { Link } from 'react-router';
import { UserAvatar } from '../../ui/UserAvatar';
import { contractPath } from '../../lib/contractPath';
import { gigPath } from '../../lib/gigPath';
import { ProfessionalLink } from '../../ui/ProfessionalLink';

/** Which gig, with whom: the gig and a professional's profile are a click away. */
export function ThreadHeader({ thread, onBack }: { thread: Thread; onBack?: () => void }) {
  const other = thread.otherParty;
  return (
    <Group
      gap="sm"
      wrap="nowrap"
      p={{ base: 'xs', sm: 'sm' }}
      style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
    >
      {onBack && (
        <Tooltip label="All conversations">
          <ActionIcon
            variant="subtle"
            color="dark"
            onClick={onBack}
            aria-label="Back to conversations"
          >
            <IconArrowLeft size={20} aria-hidden />
          </ActionIcon>
        </Tooltip>
      )}
      <UserAvatar name={other.name} pictureUrl={other.pictureUrl} size={40} />
      <Stack gap={0} miw={0} style={{ flex: 1 }}>
        <Anchor
          component={Link}
          to={gigPath(thread.gig.id)}
          fw={700}
          c="dark"
          truncate="end"
          title={thread.gig.title}
        >
          {thread.gig.title}
        </Anchor>
        <Group gap={6} wrap="nowrap" miw={0}>
          {other.role === 'professional' ? (
            <ProfessionalLink id={other.id} name={other.name} size="sm" truncate="end" />
          ) : (
            <Text size="sm" truncate="end">
              {other.name}
            </Text>
          )}
          <Text size="sm" c="dimmed" style={{ flexShrink: 0 }}>
            · {other.role === 'professional' ? 'Professional' : 'Client'}
          </Text>
          {thread.contract && (
            <Anchor
              component={Link}
              to={contractPath(thread.contract.id)}
              size="sm"
              style={{ flexShrink: 0 }}
            >
              · Contract
            </Anchor>
          )}
        </Group>
      </Stack>
    </Group>
  );
}
