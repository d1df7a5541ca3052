import { SimpleGrid } from '@mantine/core';
import type { Earnings } from '@titletrust/shared';
import { StatCard } from '../../../ui/StatCard';
import { formatMinor } from '../../../lib/moneyText';

/**
 * What was earned over time. Where the professional's money is now is the balance above it
 * (BalancesSummary), the same figures as every money page.
 */
export function EarningsSummary({ earnings }: { earnings: Earnings }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }}>
      <StatCard
        label="Total earned"
        value={formatMinor(earnings.totalEarnedMinor)}
        detail="Released to you, after the platform fee"
      />
      <StatCard
        label="Fees paid"
        value={formatMinor(earnings.totalFeesMinor)}
        detail="Kept by TitleTrust from your payouts"
      />
    </SimpleGrid>
  );
}
