import {
  CURRENCY_CODES,
  isCurrencyCode,
  MOVEMENT_KINDS,
  type Balances,
  type CurrencyCode,
  type MovementKind,
} from '@titletrust/shared';
import { holdsAny } from '../../../lib/balances';

/** The filters as they sit in the address bar, so a reload or a shared link keeps them. */
export interface MovementFilters {
  kind: MovementKind | '';
  /** One currency's movements only; '' for every currency (each amount shown in its own). */
  currency: CurrencyCode | '';
  /** Calendar dates, YYYY-MM-DD; both ends are included. */
  from: string;
  to: string;
}

export type MovementFilterName = keyof MovementFilters;

function isMovementKind(value: string): value is MovementKind {
  return (MOVEMENT_KINDS as readonly string[]).includes(value);
}

/** A real calendar day: "2025-02-30" matches the pattern but is not one. */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** Anything malformed in the address bar is ignored rather than sent to the server. */
export function movementFiltersFrom(params: URLSearchParams): MovementFilters {
  const kind = params.get('kind') ?? '';
  const currency = params.get('currency') ?? '';
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  return {
    kind: isMovementKind(kind) ? kind : '',
    currency: isCurrencyCode(currency) ? currency : '',
    from: isCalendarDate(from) ? from : '',
    to: isCalendarDate(to) ? to : '',
  };
}

/** The filters that are set, as query parameters for the API, the CSV link and the address bar. */
export function movementQueryOf(filters: MovementFilters): Record<string, string> {
  const query: Record<string, string> = {};
  if (filters.kind) query.kind = filters.kind;
  if (filters.currency) query.currency = filters.currency;
  if (filters.from) query.from = filters.from;
  if (filters.to) query.to = filters.to;
  return query;
}

export function withFilter(
  filters: MovementFilters,
  name: MovementFilterName,
  value: string,
): MovementFilters {
  return movementFiltersFrom(new URLSearchParams({ ...movementQueryOf(filters), [name]: value }));
}

export function hasAnyMovementFilter(filters: MovementFilters): boolean {
  return Object.keys(movementQueryOf(filters)).length > 0;
}

/** ISO dates compare as text; a range that ends before it starts matches nothing. */
export function dateRangeProblem(filters: MovementFilters): string | undefined {
  return filters.from && filters.to && filters.from > filters.to
    ? 'The end date is before the start date'
    : undefined;
}

/** The spreadsheet of exactly what the page lists (without paging). */
export function movementsCsvHref(filters: MovementFilters): string {
  const query = new URLSearchParams(movementQueryOf(filters)).toString();
  return `/api/money/movements.csv${query ? `?${query}` : ''}`;
}

/**
 * The currencies to offer in the currency filter, in the table's order (naira first): those the
 * viewer has money in now, those of the movements shown, and the one filtered on. The filter
 * shows only when there are two or more: a naira-only person never sees a USDC choice (nor a
 * USDC-only one an empty naira choice).
 */
export function currencyChoices(
  balances: Balances,
  shown: readonly { currency: CurrencyCode }[],
  filters: MovementFilters,
): CurrencyCode[] {
  const present = new Set<CurrencyCode>(shown.map((row) => row.currency));
  for (const { currency } of balances) if (holdsAny(balances, currency)) present.add(currency);
  if (filters.currency) present.add(filters.currency);
  return CURRENCY_CODES.filter((currency) => present.has(currency));
}
