import { describe, expect, it } from 'vitest';
import {
  dateRangeProblem,
  hasAnyMovementFilter,
  isCalendarDate,
  movementFiltersFrom,
  movementQueryOf,
  movementsCsvHref,
  currencyChoices,
  withFilter,
} from './movementFilters';

describe('movement filters and the address bar', () => {
  it('reads kind and dates from the query string', () => {
    const filters = movementFiltersFrom(
      new URLSearchParams('kind=release&currency=NGN&from=2025-01-01&to=2025-03-31'),
    );
    expect(filters).toEqual({
      kind: 'release',
      currency: 'NGN',
      from: '2025-01-01',
      to: '2025-03-31',
    });
    expect(hasAnyMovementFilter(filters)).toBe(true);
  });

  it('ignores unknown kinds and malformed or impossible dates', () => {
    const filters = movementFiltersFrom(
      new URLSearchParams('kind=theft&currency=EUR&from=2025-02-30&to=yesterday'),
    );
    expect(filters).toEqual({ kind: '', currency: '', from: '', to: '' });
    expect(hasAnyMovementFilter(filters)).toBe(false);
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2025-02-29')).toBe(false);
  });

  it('round-trips through the query it makes', () => {
    const filters = { kind: 'deposit', currency: 'USDC', from: '2025-05-01', to: '' } as const;
    const query = movementQueryOf(filters);
    expect(query).toEqual({ kind: 'deposit', currency: 'USDC', from: '2025-05-01' });
    expect(movementFiltersFrom(new URLSearchParams(query))).toEqual(filters);
  });

  it('sets and clears one filter, keeping the others', () => {
    const start = { kind: 'refund', currency: '', from: '2025-05-01', to: '2025-05-31' } as const;
    expect(withFilter(start, 'kind', '')).toEqual({ ...start, kind: '' });
    expect(withFilter(start, 'currency', 'NGN')).toEqual({ ...start, currency: 'NGN' });
    expect(withFilter(start, 'to', '2025-06-30')).toEqual({ ...start, to: '2025-06-30' });
  });

  it('links the CSV export with the same filters', () => {
    expect(movementsCsvHref({ kind: '', currency: '', from: '', to: '' })).toBe(
      '/api/money/movements.csv',
    );
    expect(
      movementsCsvHref({ kind: 'split', currency: 'NGN', from: '2025-01-01', to: '2025-12-31' }),
    ).toBe('/api/money/movements.csv?kind=split&currency=NGN&from=2025-01-01&to=2025-12-31');
  });

  it('flags a range that ends before it starts', () => {
    expect(
      dateRangeProblem({ kind: '', currency: '', from: '2025-06-01', to: '2025-05-01' }),
    ).toBeDefined();
    expect(
      dateRangeProblem({ kind: '', currency: '', from: '2025-05-01', to: '2025-05-01' }),
    ).toBeUndefined();
  });

  it('offers a currency choice only to someone with money in more than one', () => {
    const none = { kind: '', currency: '', from: '', to: '' } as const;
    const row = (currency: 'NGN' | 'USDC', availableMinor: string) => ({
      currency,
      availableMinor,
      withdrawalPendingMinor: '0',
      inEscrowMinor: '0',
      incomingEscrowMinor: '0',
    });
    const ngn = { currency: 'NGN' } as const;
    const usdc = { currency: 'USDC' } as const;
    expect(currencyChoices([row('NGN', '500')], [ngn, ngn], none)).toEqual(['NGN']);
    // Naira's row is always sent; at zero and without naira movements it offers no choice.
    expect(currencyChoices([row('NGN', '0'), row('USDC', '5')], [usdc], none)).toEqual(['USDC']);
    expect(currencyChoices([row('NGN', '500'), row('USDC', '5')], [], none)).toEqual([
      'NGN',
      'USDC',
    ]);
    // USDC spent to zero drops from the balances, but its movements are still listed.
    expect(currencyChoices([row('NGN', '500')], [usdc, ngn], none)).toEqual(['NGN', 'USDC']);
    // Filtered on USDC, only USDC rows come back: the choice stays to go back to naira.
    expect(currencyChoices([row('NGN', '0')], [usdc], { ...none, currency: 'NGN' })).toEqual([
      'NGN',
      'USDC',
    ]);
  });
});
