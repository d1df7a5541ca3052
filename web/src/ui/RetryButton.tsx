import { Button } from '@mantine/core';

interface Props {
  onRetry: () => unknown;
  retrying?: boolean;
}

/** The small red "Try again" button that goes inside an alert about something that failed. */
export function RetryButton({ onRetry, retrying }: Props) {
  return (
    <Button size="xs" variant="light" color="red" loading={retrying} onClick={() => void onRetry()}>
      Try again
    </Button>
  );
}
