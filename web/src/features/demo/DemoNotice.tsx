import { Alert, Button, Stack } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { RetryButton } from '../../ui/RetryButton';

/** What the demo pages show when the server is not in demo mode, or cannot be reached. */
export function DemoNotice({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <Alert color={onRetry ? 'red' : 'blue'} icon={<IconInfoCircle size={18} aria-hidden />}>
      <Stack gap="sm" align="flex-start">
        {message}
        {onRetry ? (
          <RetryButton onRetry={onRetry} />
        ) : (
          <Button size="xs" variant="light" component={Link} to="/">
            Go to the home page
          </Button>
        )}
      </Stack>
    </Alert>
  );
}
