import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconExternalLink } from '@tabler/icons-react';
import { PAGES, type ContractDetail } from '@titletrust/shared';
import { Link } from 'react-router';
import { ContractStateBadge } from '../../ui/GigBadges';
import { gigPath } from '../../lib/gigPath';
import { UserAvatar } from '../../ui/UserAvatar';
import { AdminThreadButton, MessageButton } from '../messages';
import { ProfessionalLink } from '../../ui/ProfessionalLink';
import { formatDateTime } from '../../lib/timeLeft';

const BACK: Record<ContractDetail['viewerRole'], { path: string; label: string }> = {
  buyer: { path: PAGES.buyerGigs.path, label: 'Back to my gigs' },
  seller: { path: PAGES.sellerGigs.path, label: 'Back to my gigs' },
  admin: { path: PAGES.adminDashboard.path, label: 'Back to the admin dashboard' },
};

function Party({
  role,
  name,
  isViewer,
  profileId,
  pictureUrl,
}: {
  role: string;
  name: string;
  isViewer: boolean;
  pictureUrl: string | null;
  /** A professional's id: their name links to their public profile. */
  profileId?: string;
}) {
  return (
    <Group gap={6} wrap="nowrap">
      <UserAvatar name={name} pictureUrl={pictureUrl} size={28} />
      <Text size="sm">
        <Text span c="dimmed" size="sm">
          {role}:
        </Text>{' '}
        {profileId ? (
          <ProfessionalLink id={profileId} name={name} fw={600} size="sm" />
        ) : (
          <Text span fw={600} size="sm">
            {name}
          </Text>
        )}
        {isViewer && ' (you)'}
      </Text>
    </Group>
  );
}

/** Which job, between whom, and where it stands. */
export function ContractHeader({ contract }: { contract: ContractDetail }) {
  const back = BACK[contract.viewerRole];
  return (
    <Stack gap="xs">
      <Anchor component={Link} to={back.path} size="sm">
        <IconArrowLeft size={14} aria-hidden /> {back.label}
      </Anchor>
      <Group gap="xs">
        <Group gap={6} role="status" aria-label="Contract state">
          <ContractStateBadge state={contract.state} />
        </Group>
        <Text size="sm" c="dimmed">
          Contract since {formatDateTime(contract.createdAt)}
        </Text>
      </Group>
      <Title order={1} fz={{ base: 26, sm: 34 }} style={{ overflowWrap: 'anywhere' }}>
        {contract.gigTitle}
      </Title>
      <Group gap="lg" wrap="wrap">
        <Party
          role="Client"
          name={contract.buyer.name}
          pictureUrl={contract.buyer.pictureUrl}
          isViewer={contract.viewerRole === 'buyer'}
        />
        <Party
          role="Professional"
          name={contract.seller.name}
          pictureUrl={contract.seller.pictureUrl}
          profileId={contract.seller.id}
          isViewer={contract.viewerRole === 'seller'}
        />
        <Anchor component={Link} to={gigPath(contract.gigId)} size="sm">
          View the gig <IconExternalLink size={14} aria-hidden />
        </Anchor>
        {contract.viewerRole === 'admin' && contract.state === 'disputed' && (
          <AdminThreadButton gigId={contract.gigId} professionalId={contract.seller.id} />
        )}
        {contract.viewerRole !== 'admin' && (
          <MessageButton
            gigId={contract.gigId}
            professionalId={contract.viewerRole === 'buyer' ? contract.seller.id : undefined}
            size="xs"
            variant="light"
            aria-label={`Message ${contract.viewerRole === 'buyer' ? contract.seller.name : contract.buyer.name}`}
          >
            Message
          </MessageButton>
        )}
      </Group>
    </Stack>
  );
}
