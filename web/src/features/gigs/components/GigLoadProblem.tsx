import { Button, Stack, Text } from '@mantine/core';
import { PAGES } from '@titletrust/shared';
import { Link } from 'react-router';
import { ApiError, errorMessageOf } from '../../../lib/api';
import { LoadFailedAlert } from '../../../ui/LoadFailedAlert';

function GigNotFound() {
  return (
    <Stack align="center" ta="center" py={48} gap="md">
      <Text fw={700} fz="xl">
        This gig does not exist
      </Text>
      <Text c="dimmed">It may have been removed, or the link may be mistyped.</Text>
      <Button component={Link} to={PAGES.findGigs.path}>
        Find gigs
      </Button>
    </Stack>
  );
}

/** Why a gig could not be shown: it does not exist, or loading failed (with a retry). */
export function GigLoadProblem({
  error,
  onRetry,
  retrying,
}: {
  error: Error;
  onRetry: () => unknown;
  retrying: boolean;
}) {
  const notFound = error instanceof ApiError && (error.status === 404 || error.status === 400);
  if (notFound) return <GigNotFound />;
  return (
    <LoadFailedAlert title="The gig could not be loaded" onRetry={onRetry} retrying={retrying}>
      {errorMessageOf(error)}
    </LoadFailedAlert>
  );
}
