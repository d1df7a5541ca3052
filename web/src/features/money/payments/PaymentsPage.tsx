import { Box, Button, Center, Container, EmptyState, Skeleton, Stack, Text } from '@mantine/core';
import { IconReceiptOff } from '@tabler/icons-react';
import { PAGES } from '@titletrust/shared';
import { useSearchParams } from 'react-router';
import { errorMessageOf } from '../../../lib/api';
import { PlainList } from '../../../ui/PlainList';
import { SectionCard } from '../../../ui/SectionCard';
import { usePageTitle } from '../../../lib/usePageTitle';
import { useSession } from '../../accounts';
import { PageHeading } from '../../../ui/PageHeading';
import { BalancesSummary } from '../../../ui/BalancesSummary';
import { MovementCard } from './MovementCard';
import { MovementFilterBar } from './MovementFilterBar';
import {
  currencyChoices,
  hasAnyMovementFilter,
  movementFiltersFrom,
  movementQueryOf,
  withFilter,
  type MovementFilterName,
} from './movementFilters';
import { MovementsTable } from './MovementsTable';
import { useMovements } from './useMovements';
import { useBalances } from '../../../lib/useBalances';
import { QueryFailedAlert } from '../../../ui/QueryFailedAlert';

/**
 * /payments: every movement of the viewer's money, each amount in its movement's currency,
 * filtered from the address bar (by currency too, for someone who has more than one).
 */
export function PaymentsPage() {
  usePageTitle(PAGES.payments.title);
  const { data: user } = useSession();
  const [params, setParams] = useSearchParams();
  const filters = movementFiltersFrom(params);
  const query = movementQueryOf(filters);
  const movements = useMovements(query);
  const items = movements.data?.pages.flatMap((page) => page.items) ?? [];
  const balances = useBalances();
  const currencies = currencyChoices(balances.data ?? [], items, filters);

  const setFilter = (name: MovementFilterName, value: string) =>
    setParams(new URLSearchParams(movementQueryOf(withFilter(filters, name, value))), {
      replace: true,
    });

  return (
    <Container size="lg" py={{ base: 24, sm: 48 }}>
      <Stack gap="lg">
        <PageHeading
          title={PAGES.payments.title}
          description="Every movement of your money: deposits, escrow, payouts, refunds and withdrawals."
        />
        {user && <BalancesSummary role={user.role} />}
        <SectionCard titleId="movements-title" title="Movements">
          <MovementFilterBar
            filters={filters}
            onChange={setFilter}
            onClear={() => setParams(new URLSearchParams(), { replace: true })}
            currencies={currencies}
          />
          {movements.isError && !movements.isFetchNextPageError ? (
            <QueryFailedAlert query={movements} title="Your movements could not be loaded" />
          ) : movements.isPending ? (
            <Stack gap="xs" aria-busy="true" aria-label="Loading movements">
              {[0, 1, 2, 3].map((key) => (
                <Skeleton key={key} h={40} radius="sm" />
              ))}
            </Stack>
          ) : items.length === 0 ? (
            <EmptyState
              icon={<IconReceiptOff size={28} aria-hidden />}
              title={hasAnyMovementFilter(filters) ? 'No movements match' : 'No movements yet'}
              description={
                hasAnyMovementFilter(filters)
                  ? currencies.length > 1
                    ? 'Try another kind, another currency or a wider date range.'
                    : 'Try another kind or a wider date range.'
                  : 'Deposits, escrow payments, payouts and withdrawals appear here as they happen.'
              }
            />
          ) : (
            <>
              <Box visibleFrom="sm">
                <MovementsTable movements={items} />
              </Box>
              <PlainList hiddenFrom="sm" gap="sm" aria-label="Money movements">
                {items.map((movement) => (
                  <MovementCard key={movement.entryId} movement={movement} />
                ))}
              </PlainList>
            </>
          )}
          {movements.hasNextPage && (
            <Center>
              <Button
                variant="default"
                loading={movements.isFetchingNextPage}
                onClick={() => void movements.fetchNextPage()}
              >
                Load more
              </Button>
            </Center>
          )}
          {movements.isFetchNextPageError && (
            <Text c="red" size="sm" ta="center" role="alert">
              More movements could not be loaded. {errorMessageOf(movements.error)}
            </Text>
          )}
        </SectionCard>
      </Stack>
    </Container>
  );
}
