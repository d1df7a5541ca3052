import { Paper, Stack, Text } from '@mantine/core';
import { splitPayout } from '@titletrust/shared';
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
  if (!micros || micros === '0') {
    return (
      <Text size="sm" c="dimmed">
        Enter your price to see what you receive after the platform fee ({percent}).
      </Text>
    );
  }
  const { fee, payout } = splitPayout(BigInt(micros), feeBps);
  return (
    <Paper bg="brand.0" radius="md" p="sm" aria-live="polite">
      <Stack gap={2}>
        <Text size="sm" fw={600}>
          You receive {formatMicros(payout.toString())} after the platform fee ({percent})
        </Text>
        <Text size="xs" c="dimmed">
          The client pays {formatMicros(micros)} into escrow; {formatMicros(fee.toString())} goes to
          TitleTrust when the escrow is released to you.
        </Text>
      </Stack>
    </Paper>
  );
}
