import { SimpleGrid, Skeleton } from '@mantine/core';
import type { Balances, Role } from '@titletrust/shared';
import { StatCard } from '../dashboards/StatCard';
import { formatMicros } from '../gigs/usdcAmounts';
import { useBalances } from './useBalances';
import { QueryFailedAlert } from '../../lib/QueryFailedAlert';

interface BalanceCard {
  label: string;
  value: (balances: Balances) => string;
  detail: string;
  /** Who holds money in this place; everyone else always sees zero there. */
  for?: Role;
}

const CARDS: BalanceCard[] = [
  {
    label: 'Available',
    value: (b) => b.availableMicros,
    detail: 'Free to fund contracts or withdraw',
  },
  {
    label: 'In escrow',
    value: (b) => b.inEscrowMicros,
    detail: 'Held for your funded contracts until you approve the work',
    for: 'buyer',
  },
  {
    label: 'Coming to you from escrow',
    value: (b) => b.incomingEscrowMicros,
    detail: 'Held for your contracts, before the platform fee',
    for: 'seller',
  },
  {
    label: 'Withdrawals on their way',
    value: (b) => b.withdrawalPendingMicros,
    detail: 'Sent out, waiting for the network',
  },
];

/** Where the viewer's money is right now. Admins see every place. */
export function BalancesSummary({ role }: { role: Role }) {
  const balances = useBalances();
  const cards = CARDS.filter((card) => !card.for || role === 'admin' || card.for === role);
  const cols = { base: 1, xs: 2, md: cards.length };
  if (balances.isPending) {
    return (
      <SimpleGrid cols={cols} aria-busy="true" aria-label="Loading balances">
        {cards.map((card) => (
          <Skeleton key={card.label} h={96} radius="lg" />
        ))}
      </SimpleGrid>
    );
  }
  if (balances.isError) {
    return <QueryFailedAlert query={balances} title="Your balances could not be loaded" />;
  }
  return (
    <SimpleGrid cols={cols}>
      {cards.map((card) => (
        <StatCard
          key={card.label}
          label={card.label}
          value={formatMicros(card.value(balances.data))}
          detail={card.detail}
        />
      ))}
    </SimpleGrid>
  );
}
