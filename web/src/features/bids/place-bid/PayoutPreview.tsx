import { Paper, Stack, Text } from '@mantine/core';
import type { CurrencyCode } from '@titletrust/shared';
import { useAppConfig } from '../../../lib/appConfig';
import { formatFeePercent } from '../feePercent';
import { payoutPreviewOf, priceRangeText } from './payoutPreview';

/** What the professional receives of their price, in the gig's currency, as they type it. */
export function PayoutPreview({ amount, currency }: { amount: string; currency: CurrencyCode }) {
  const config = useAppConfig();
  const feeBps = config.data?.platformFeeBps;
  if (feeBps === undefined) return null;
  const percent = formatFeePercent(feeBps);
  const preview = payoutPreviewOf(amount, feeBps, currency);
  // A price the form refuses has no payout to show: the field says what is wrong with it.
  if (preview.kind !== 'split') {
    return (
      <Text size="sm" c="dimmed">
        {preview.kind === 'notStep'
          ? 'Enter your price in whole cents (at most 2 decimals)'
          : `Enter a price from ${priceRangeText(currency)}`}{' '}
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
