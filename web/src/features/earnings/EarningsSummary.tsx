import { SimpleGrid, Stack } from '@mantine/core';
import type { Earnings } from '@titletrust/shared';
import { StatCard } from '../dashboards/StatCard';
import { formatMicros } from '../gigs/usdcAmounts';

/** What was earned over time, and where the professional's money is now. */
export function EarningsSummary({ earnings }: { earnings: Earnings }) {
  const { balances } = earnings;
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <StatCard
          label="Total earned"
          value={formatMicros(earnings.totalEarnedMicros)}
          detail="Released to you, after the platform fee"
        />
        <StatCard
          label="Fees paid"
          value={formatMicros(earnings.totalFeesMicros)}
          detail="Kept by TitleTrust from your payouts"
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, xs: 3 }}>
        <StatCard
          label="Available"
          value={formatMicros(balances.availableMicros)}
          detail="Yours to withdraw now"
        />
        <StatCard
          label="Pending in escrow"
          value={formatMicros(balances.incomingEscrowMicros)}
          detail="Held for your contracts, before the fee"
        />
        <StatCard
          label="Withdrawals on their way"
          value={formatMicros(balances.withdrawalPendingMicros)}
          detail="Sent out, waiting for the network"
        />
      </SimpleGrid>
    </Stack>
  );
}
