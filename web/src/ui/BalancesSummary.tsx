import { SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { CURRENCIES, type Role } from '@titletrust/shared';
import { IndicativeNaira } from './IndicativeNaira';
import { StatCard } from './StatCard';
import { formatMinor } from '../lib/moneyText';
import type { CurrencyBalances } from '../lib/balances';
import { QueryFailedAlert } from './QueryFailedAlert';
import { useBalances } from '../lib/useBalances';

interface BalanceCard {
  label: string;
  value: (balances: CurrencyBalances) => string;
  detail: string;
  /** Who holds money in this place; everyone else always sees zero there. */
  for?: Role;
}

const CARDS: BalanceCard[] = [
  {
    label: 'Available',
    value: (b) => b.availableMinor,
    detail: 'Yours to fund contracts or withdraw now',
  },
  {
    label: 'In escrow',
    value: (b) => b.inEscrowMinor,
    detail: 'Held for your funded contracts until you approve the work',
    for: 'buyer',
  },
  {
    label: 'Coming to you from escrow',
    value: (b) => b.incomingEscrowMinor,
    detail: 'Held for your contracts, before the platform fee',
    for: 'seller',
  },
  {
    label: 'Withdrawals on their way',
    value: (b) => b.withdrawalPendingMinor,
    detail: 'Sent out, on their way to you',
  },
];

/**
 * The headline of every money page: the viewer's balance on TitleTrust, by where it is, one row
 * of cards per currency (naira first; another currency only when the viewer has money in it),
 * never added together. It is the ledger's figure, the one the header shows and every payment
 * is checked against; the custodial wallet's on-chain USDC is shown on /wallet as where the USDC
 * is held, not as a second balance. Admins see every place.
 */
export function BalancesSummary({ role }: { role: Role }) {
  const balances = useBalances();
  const cards = CARDS.filter((card) => !card.for || role === 'admin' || card.for === role);
  const cols = { base: 1, xs: 2, md: cards.length };
  const several = (balances.data?.length ?? 0) > 1;
  return (
    <Stack component="section" aria-labelledby="your-balance-title" gap="sm">
      <div>
        <Title order={2} size="h3" id="your-balance-title">
          Your balance
        </Title>
        <Text size="sm" c="dimmed">
          {several
            ? 'What you hold on TitleTrust in each currency, kept apart: the same figures on every page.'
            : 'What you hold on TitleTrust: the same figures on every page.'}
        </Text>
      </div>
      {balances.isPending ? (
        <SimpleGrid cols={cols} aria-busy="true" aria-label="Loading balances">
          {cards.map((card) => (
            <Skeleton key={card.label} h={96} radius="lg" />
          ))}
        </SimpleGrid>
      ) : balances.isError ? (
        <QueryFailedAlert query={balances} title="Your balances could not be loaded" />
      ) : (
        balances.data.map((row) => {
          const { name } = CURRENCIES[row.currency];
          return (
            <Stack
              key={row.currency}
              component="section"
              gap={6}
              aria-label={`Your balance in ${name}`}
            >
              {several && (
                <Text size="sm" fw={700}>
                  {name}
                </Text>
              )}
              <SimpleGrid cols={cols}>
                {cards.map((card) => (
                  <StatCard
                    key={card.label}
                    label={card.label}
                    value={formatMinor(card.value(row), row.currency)}
                    detail={
                      row.currency === 'USDC'
                        ? [card.detail, <IndicativeNaira key="ngn" usdcMinor={card.value(row)} />]
                        : card.detail
                    }
                  />
                ))}
              </SimpleGrid>
            </Stack>
          );
        })
      )}
    </Stack>
  );
}
