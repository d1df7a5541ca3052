import { SimpleGrid } from '@mantine/core';
import type { CurrencyEarnings } from '@titletrust/shared';
import { StatCard } from '../../../ui/StatCard';
import { formatMinor } from '../../../lib/moneyText';

/**
 * What was earned over time in one currency. Where the professional's money is now is the
 * balance above it (BalancesSummary), the same figures as every money page.
 */
export function EarningsSummary({ earnings }: { earnings: CurrencyEarnings }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }}>
      <StatCard
        label="Total earned"
        value={formatMinor(earnings.totalEarnedMinor, earnings.currency)}
        detail="Released to you, after the platform fee"
      />
      <StatCard
        label="Fees paid"
        value={formatMinor(earnings.totalFeesMinor, earnings.currency)}
        detail="Kept by TitleTrust from your payouts"
      />
    </SimpleGrid>
  );
}
