import { Badge, Text, VisuallyHidden } from '@mantine/core';
import { indicativeNairaLine } from '../lib/indicativeNaira';
import { useUsdNgnRate } from '../lib/useUsdNgnRate';
import { LazyTooltip } from './LazyTooltip';

const INDICATIVE_ONLY = 'Indicative only: payments are never converted.';

/**
 * "≈ ₦1,528,500 · ₦1,528.50 per USD, CBN, 5 Dec 2026" under a USDC amount (millionths), for
 * people who think in naira; "old" once the rate is more than a business day behind. Nothing
 * for a zero amount, while no rate is known or while it loads. Never used to move money
 * (decision 056).
 */
export function IndicativeNaira({ usdcMinor }: { usdcMinor: bigint | string }) {
  const rate = useUsdNgnRate();
  const amount = BigInt(usdcMinor);
  // Nothing to indicate for nothing: "≈ ₦0" beside an empty balance is noise.
  if (!rate.data || amount === 0n) return null;
  const line = indicativeNairaLine(amount, rate.data);
  return (
    <LazyTooltip label={INDICATIVE_ONLY}>
      <Text component="span" display="block" size="xs" c="dimmed" fw={400} mt={2}>
        {line.approximation} · {line.rate}
        {rate.data.old && (
          <Badge component="span" size="xs" color="orange" variant="light" ml={6} aria-hidden>
            old
          </Badge>
        )}
        <VisuallyHidden component="span">
          {rate.data.old ? ' This rate is more than a business day old.' : ''} {INDICATIVE_ONLY}
        </VisuallyHidden>
      </Text>
    </LazyTooltip>
  );
}
