import { SimpleGrid } from '@mantine/core';
import type { PlatformMoney } from '@titletrust/shared';
import { StatCard } from '../../ui/StatCard';
import { formatMinor } from '../../lib/moneyText';
import { DailyBarChart } from './DailyBarChart';

const plural = (count: number, one: string, many: string) =>
  `${count.toLocaleString('en-NG')} ${count === 1 ? one : many}`;

/** The platform's money from the ledger: escrow held now, and the fees earned. */
export function PlatformMoneyCards({
  money,
  windowDays,
}: {
  money: PlatformMoney;
  windowDays: number;
}) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 3 }}>
      <StatCard
        label="Escrow held now"
        value={formatMinor(money.escrowHeldMinor)}
        detail={`For ${plural(money.contractsHoldingEscrow, 'funded contract', 'funded contracts')}, until release or refund`}
      />
      <StatCard
        label="Fees earned"
        value={formatMinor(money.feesEarnedMinor)}
        detail="The platform fee on every payout, since the start"
      />
      <StatCard
        label={`Fees earned, last ${windowDays} days`}
        value={formatMinor(money.feesEarnedInWindowMinor)}
        detail="Taken when escrow is released to a professional"
      />
    </SimpleGrid>
  );
}

const compact = new Intl.NumberFormat('en-NG', { notation: 'compact', maximumFractionDigits: 1 });

/** Fees by day as bars; the amounts in full in the tooltip and the chart's accessible name. */
export function FeesByDayChart({ money }: { money: PlatformMoney }) {
  const microsOf = new Map(money.feesByDay.map((entry) => [entry.day, entry.minor]));
  return (
    <DailyBarChart
      label="Fees earned per day"
      color="green"
      // Whole USDC are precise enough for a bar's height; the words keep every micro-unit.
      days={money.feesByDay.map((entry) => ({ day: entry.day, value: Number(entry.minor) / 1e6 }))}
      format={(entry) => formatMinor(microsOf.get(entry.day) ?? '0')}
      formatShort={(entry) => compact.format(entry.value)}
    />
  );
}
