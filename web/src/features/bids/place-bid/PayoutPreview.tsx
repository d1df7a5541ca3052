import { Paper, Stack, Text } from '@mantine/core';
import { useAppConfig } from '../../../lib/appConfig';
import { formatFeePercent } from '../feePercent';
import { payoutPreviewOf } from './payoutPreview';

/** What the professional receives of their price, worked out as they type it. */
export function PayoutPreview({ amount }: { amount: string }) {
  const config = useAppConfig();
  const feeBps = config.data?.platformFeeBps;
  if (feeBps === undefined) return null;
  const percent = formatFeePercent(feeBps);
  const preview = payoutPreviewOf(amount, feeBps);
  // A price the form refuses has no payout to show: the field says what is wrong with it.
  if (preview.kind !== 'split') {
    return (
      <Text size="sm" c="dimmed">
        {preview.kind === 'notCents'
          ? 'Enter your price in whole cents (at most 2 decimals)'
          : 'Enter a price from 10 to 1,000,000 USDC'}{' '}
        to see what you receive after the platform fee ({percent}).
      </Text>
    );
  }
  return (
    <Paper bg="brand.0" radius="md" p="sm" aria-live="polite">
      <Stack gap={2}>
        <Text size="sm" fw={600}>
          You receive {preview.payout} after the platform fee ({percent})
        </Text>
        <Text size="xs" c="dimmed">
          The client pays {preview.price} into escrow; {preview.fee} goes to TitleTrust when the
          escrow is released to you.
        </Text>
      </Stack>
    </Paper>
  );
}
