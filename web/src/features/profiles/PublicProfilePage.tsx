import {
  Badge,
  Button,
  Card,
  Container,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import { PAGES, type PublicProfile } from '@titletrust/shared';
import { useId } from 'react';
import { Link, useParams } from 'react-router';
import { ApiError, errorMessageOf } from '../../lib/api';
import { LoadFailedAlert } from '../../ui/LoadFailedAlert';
import { SectionCard } from '../../ui/SectionCard';
import { UserAvatar } from '../../ui/UserAvatar';
import { formatMonth } from './profileDates';
import { ProfileReviews } from './ProfileReviews';
import { useProfileMetadata } from './useProfileMetadata';
import { usePublicProfile } from './usePublicProfile';
import { VerificationStrip } from './VerificationStrip';

function Figure({ label, value }: { label: string; value: string }) {
  const labelId = useId();
  return (
    <Card withBorder radius="lg" padding="md">
      <Text size="sm" c="dimmed" id={labelId}>
        {label}
      </Text>
      <Text fw={700} fz="xl" aria-labelledby={labelId}>
        {value}
      </Text>
    </Card>
  );
}

function ProfileView({ profile }: { profile: PublicProfile }) {
  return (
    <Stack gap="lg">
      <Group gap="lg" align="center" wrap="wrap">
        <UserAvatar name={profile.name} pictureUrl={profile.pictureUrl} size="xl" />
        <Stack gap={4} miw={0}>
          <Title order={1} fz={{ base: 26, sm: 34 }} style={{ overflowWrap: 'anywhere' }}>
            {profile.name}
          </Title>
          {profile.professionalTitle && (
            <Text fz="lg" c="dimmed">
              {profile.professionalTitle}
            </Text>
          )}
          {profile.location && (
            <Group gap={4}>
              <IconMapPin size={16} aria-hidden />
              <Text size="sm">{profile.location}</Text>
            </Group>
          )}
          <VerificationStrip profile={profile} />
        </Stack>
      </Group>

      <SimpleGrid cols={{ base: 1, xs: profile.yearOfCall === null ? 2 : 3 }}>
        <Figure label="Jobs completed" value={String(profile.jobsCompleted)} />
        <Figure label="Member since" value={formatMonth(profile.memberSince)} />
        {profile.yearOfCall !== null && (
          <Figure label="Year of call" value={String(profile.yearOfCall)} />
        )}
      </SimpleGrid>

      <SectionCard titleId="profile-about" title="About">
        {profile.specializations.length > 0 && (
          <Group gap="xs" aria-label="Specializations">
            {profile.specializations.map((service) => (
              <Badge key={service} variant="outline" tt="none">
                {service}
              </Badge>
            ))}
          </Group>
        )}
        <Text style={{ whiteSpace: 'pre-line' }} c={profile.bio ? undefined : 'dimmed'}>
          {profile.bio ?? 'This professional has not written a bio yet.'}
        </Text>
        {profile.statesCovered.length > 0 && (
          <div>
            <Text size="sm" c="dimmed" id="profile-states">
              States covered
            </Text>
            <Text aria-labelledby="profile-states">{profile.statesCovered.join(', ')}</Text>
          </div>
        )}
        {profile.education && (
          <div>
            <Text size="sm" c="dimmed">
              Education
            </Text>
            <Text>{profile.education}</Text>
          </div>
        )}
      </SectionCard>

      <ProfileReviews profile={profile} />
    </Stack>
  );
}

/**
 * A professional's public profile (`/profile/{id}`), open to anyone signed in or not; with
 * `demo`, the demo professional's (`/profile-demo`, `/profile-test`, demo mode only).
 */
export function PublicProfilePage({ demo = false }: { demo?: boolean }) {
  const params = useParams();
  const id = demo ? 'demo' : (params.id ?? '');
  const query = usePublicProfile(id);
  useProfileMetadata(query.data);

  let body;
  if (query.isPending) {
    body = <Loader aria-label="Loading the profile" mx="auto" my={48} />;
  } else if (query.isError) {
    const missing = query.error instanceof ApiError && [400, 404].includes(query.error.status);
    body = missing ? (
      <Stack align="center" ta="center" py={48} gap="md">
        <Title order={1} fz="xl">
          Profile not found
        </Title>
        <Text c="dimmed">No professional with that id.</Text>
        <Button component={Link} to={PAGES.home.path}>
          Go to the home page
        </Button>
      </Stack>
    ) : (
      <LoadFailedAlert
        title="The profile could not be loaded"
        onRetry={() => query.refetch()}
        retrying={query.isFetching}
      >
        {errorMessageOf(query.error)}
      </LoadFailedAlert>
    );
  } else {
    body = <ProfileView profile={query.data} />;
  }
  return (
    <Container size="md" py="xl">
      {body}
    </Container>
  );
}
