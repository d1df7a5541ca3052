import type { QueryClient } from '@tanstack/react-query';

/**
 * Query keys of the viewer's money. Any movement (a withdrawal, a release, a dispute decided)
 * changes balances, movements, earnings and transfers together, so they refresh as one.
 */
export const moneyKeys = {
  all: ['money'] as const,
  balances: ['money', 'balances'] as const,
  /** Every filtered list of movements. */
  allMovements: ['money', 'movements'] as const,
  movements: (query: Record<string, string>) => ['money', 'movements', query] as const,
  earnings: ['money', 'earnings'] as const,
  transfers: ['money', 'transfers'] as const,
};

export function refreshMoney(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: moneyKeys.all });
}
