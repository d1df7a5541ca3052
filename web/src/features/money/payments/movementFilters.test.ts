import { describe, expect, it } from 'vitest';
import {
  dateRangeProblem,
  hasAnyMovementFilter,
  isCalendarDate,
  movementFiltersFrom,
  movementQueryOf,
  movementsCsvHref,
  withFilter,
} from './movementFilters';

describe('movement filters and the address bar', () => {
  it('reads kind and dates from the query string', () => {
    const filters = movementFiltersFrom(
      new URLSearchParams('kind=release&from=2025-01-01&to=2025-03-31'),
    );
    expect(filters).toEqual({ kind: 'release', from: '2025-01-01', to: '2025-03-31' });
    expect(hasAnyMovementFilter(filters)).toBe(true);
  });

  it('ignores unknown kinds and malformed or impossible dates', () => {
    const filters = movementFiltersFrom(
      new URLSearchParams('kind=theft&from=2025-02-30&to=yesterday'),
    );
    expect(filters).toEqual({ kind: '', from: '', to: '' });
    expect(hasAnyMovementFilter(filters)).toBe(false);
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2025-02-29')).toBe(false);
  });

  it('round-trips through the query it makes', () => {
    const filters = { kind: 'deposit', from: '2025-05-01', to: '' } as const;
    const query = movementQueryOf(filters);
    expect(query).toEqual({ kind: 'deposit', from: '2025-05-01' });
    expect(movementFiltersFrom(new URLSearchParams(query))).toEqual(filters);
  });

  it('sets and clears one filter, keeping the others', () => {
    const start = { kind: 'refund', from: '2025-05-01', to: '2025-05-31' } as const;
    expect(withFilter(start, 'kind', '')).toEqual({ ...start, kind: '' });
    expect(withFilter(start, 'to', '2025-06-30')).toEqual({ ...start, to: '2025-06-30' });
  });

  it('links the CSV export with the same filters', () => {
    expect(movementsCsvHref({ kind: '', from: '', to: '' })).toBe('/api/money/movements.csv');
    expect(movementsCsvHref({ kind: 'split', from: '2025-01-01', to: '2025-12-31' })).toBe(
      '/api/money/movements.csv?kind=split&from=2025-01-01&to=2025-12-31',
    );
  });

  it('flags a range that ends before it starts', () => {
    expect(dateRangeProblem({ kind: '', from: '2025-06-01', to: '2025-05-01' })).toBeDefined();
    expect(dateRangeProblem({ kind: '', from: '2025-05-01', to: '2025-05-01' })).toBeUndefined();
  });
});
