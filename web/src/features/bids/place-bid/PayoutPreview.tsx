import { Paper, Stack, Text } from '@mantine/core';
import { GIG_LIMITS, splitPayout } from '@titletrust/shared';
import { useAppConfig } from '../../../lib/appConfig';
import { formatMicros, microsFromUsdcText } from '../../../lib/usdcAmounts';
import { formatFeePercent } from '../feePercent';

/** What the professional receives of their price, worked out as they type it. */
export function PayoutPreview({ amount }: { amount: string }) {
  const config = useAppConfig();
  const micros = microsFromUsdcText(amount);
  const feeBps = config.data?.platformFeeBps;
  if (feeBps === undefined) return null;
  const percent = formatFeePercent(feeBps);
  // A price the form refuses has no payout to show: the field says what is wrong with it.
  const price = micros === undefined ? 0n : BigInt(micros);
  if (price < GIG_LIMITS.budgetMinMicros || price > GIG_LIMITS.budgetMaxMicros) {
    return (
      <Text size="sm" c="dimmed">
        Enter a price from 10 to 1,000,000 USDC to see what you receive after the platform fee (
        {percent}).
      </Text>
    );
  }
  const { fee, payout } = splitPayout(price, feeBps);
  return (
    <Paper bg="brand.0" radius="md" p="sm" aria-live="polite">
      <Stack gap={2}>
        <Text size="sm" fw={600}>
          You receive {formatMicros(payout.toString())} after the platform fee ({percent})
        </Text>
        <Text size="xs" c="dimmed">
          The client pays {formatMicros(price.toString())} into escrow;{' '}
          {formatMicros(fee.toString())} goes to TitleTrust when the escrow is released to you.
        </Text>
      </Stack>
    </Paper>
  );
}
