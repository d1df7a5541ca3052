import { SimpleGrid, Stack, Text } from '@mantine/core';
import { CURRENCIES, type PlatformMoney } from '@titletrust/shared';
import { StatCard } from '../../ui/StatCard';
import { formatMinor } from '../../lib/moneyText';
import { DailyBarChart } from './DailyBarChart';

type CurrencyMoney = PlatformMoney[number];

const compact = new Intl.NumberFormat('en-NG', { notation: 'compact', maximumFractionDigits: 1 });

const plural = (count: number, one: string, many: string) =>
  `${count.toLocaleString('en-NG')} ${count === 1 ? one : many}`;

function CurrencyMoneyCards({ money, windowDays }: { money: CurrencyMoney; windowDays: number }) {
  const { currency } = money;
  return (
    <SimpleGrid cols={{ base: 1, xs: 3 }}>
      <StatCard
        label="Escrow held now"
        value={formatMinor(money.escrowHeldMinor, currency)}
        detail={`For ${plural(money.contractsHoldingEscrow, 'funded contract', 'funded contracts')}, until release or refund`}
      />
      <StatCard
        label="Fees earned"
        value={formatMinor(money.feesEarnedMinor, currency)}
        detail="The platform fee on every payout, since the start"
      />
      <StatCard
        label={`Fees earned, last ${windowDays} days`}
        value={formatMinor(money.feesEarnedInWindowMinor, currency)}
        detail="Taken when escrow is released to a professional"
      />
    </SimpleGrid>
  );
}

/**
 * The platform's money from the ledger, one set of cards per currency (naira first, another
 * currency once it has held escrow or earned a fee): escrow held now, and the fees earned.
 * Never a sum across currencies.
 */
export function PlatformMoneyCards({
  money,
  windowDays,
}: {
  money: PlatformMoney;
  windowDays: number;
}) {
  const several = money.length > 1;
  return (
    <Stack gap="md">
      {money.map((entry) => {
        const { name } = CURRENCIES[entry.currency];
        return (
          <Stack
            key={entry.currency}
            component="section"
            gap={6}
            aria-label={`Platform money in ${name}`}
          >
            {several && (
              <Text size="sm" fw={700}>
                {name}
              </Text>
            )}
            <CurrencyMoneyCards money={entry} windowDays={windowDays} />
          </Stack>
        );
      })}
    </Stack>
  );
}

/**
 * Fees by day as bars, a chart per currency; the amounts in full in the tooltip and the chart's
 * accessible name.
 */
export function FeesByDayCharts({ money }: { money: PlatformMoney }) {
  return money.map(({ currency, feesByDay }) => {
    const { decimals, name, symbol } = CURRENCIES[currency];
    const minorOf = new Map(feesByDay.map((entry) => [entry.day, entry.amountMinor]));
    return (
      <DailyBarChart
        key={currency}
        label={`Fees earned per day in ${name}`}
        color="green"
        // A float is precise enough for a bar's height; the words keep every minor unit.
        days={feesByDay.map((entry) => ({
          day: entry.day,
          value: Number(entry.amountMinor) / 10 ** decimals,
        }))}
        format={(entry) => formatMinor(minorOf.get(entry.day) ?? '0', currency)}
        formatShort={(entry) => `${symbol ?? ''}${compact.format(entry.value)}`}
      />
    );
  });
}
