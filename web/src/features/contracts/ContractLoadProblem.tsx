import { Button, Stack, Text } from '@mantine/core';
import { PAGES } from '@titletrust/shared';
import { Link } from 'react-router';
import { ApiError, errorMessageOf } from '../../lib/api';
import { LoadFailedAlert } from '../../ui/LoadFailedAlert';

/** A contract is shown only to its two parties and admins; to anyone else it does not exist. */
export function ContractLoadProblem({
  error,
  onRetry,
  retrying,
}: {
  error: Error;
  onRetry: () => unknown;
  retrying: boolean;
}) {
  if (error instanceof ApiError && [400, 403, 404].includes(error.status)) {
    return (
      <Stack align="center" ta="center" py={48} gap="md">
        <Text fw={700} fz="xl">
          This contract is not available
        </Text>
        <Text c="dimmed">It does not exist, or you are not one of its two parties.</Text>
        <Button component={Link} to={PAGES.home.path}>
          Go to the home page
        </Button>
      </Stack>
    );
  }
  return (
    <LoadFailedAlert title="The contract could not be loaded" onRetry={onRetry} retrying={retrying}>
      {errorMessageOf(error)}
    </LoadFailedAlert>
  );
}
