import { Alert, Stack, Text } from '@mantine/core';
import { IconHourglassHigh } from '@tabler/icons-react';
import { CUSTODIAL_WALLET_MESSAGES } from '@titletrust/shared';

/**
 * The wallet is still being created: the server retries until it exists. When the last attempt
 * failed in a way the person should hear about ("Failed to save wallet to database"), it says so
 * first.
 */
export function PendingWalletAlert({ problem }: { problem?: string | null }) {
  return (
    <Alert
      color={problem ? 'orange' : 'blue'}
      title="Your wallet is on its way"
      icon={<IconHourglassHigh size={18} aria-hidden />}
    >
      <Stack gap={4}>
        {problem && (
          <Text size="sm" fw={600}>
            {problem}
          </Text>
        )}
        <Text size="sm">{CUSTODIAL_WALLET_MESSAGES.pending}</Text>
      </Stack>
    </Alert>
  );
}
