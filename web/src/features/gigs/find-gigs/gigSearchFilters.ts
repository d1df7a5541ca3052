import {
  GIG_LIMITS,
  GIG_MESSAGES,
  GIG_SORTS,
  NIGERIAN_STATE_CODES,
  SERVICE_CATEGORIES,
  type GigSearchQuery,
} from '@titletrust/shared';
import { minorFromText } from '../../../lib/moneyText';

export type GigSort = (typeof GIG_SORTS)[number];

/** The filters as they sit in the address bar, so a reload or a shared link keeps them. */
export interface GigSearchFilters {
  q: string;
  category: string;
  state: string;
  /** Budget bounds in USDC, as typed. */
  min: string;
  max: string;
  within: string;
  sort: string;
}

export type GigFilterName = keyof GigSearchFilters;

export const FILTER_NAMES: readonly GigFilterName[] = [
  'q',
  'category',
  'state',
  'min',
  'max',
  'within',
  'sort',
];

export const POSTED_WITHIN_DAYS = ['1', '7', '30'] as const;

export function filtersFrom(params: URLSearchParams): GigSearchFilters {
  const read = (name: GigFilterName) => params.get(name) ?? '';
  return {
    q: read('q'),
    category: read('category'),
    state: read('state'),
    min: read('min'),
    max: read('max'),
    within: read('within'),
    sort: read('sort'),
  };
}

export function hasAnyFilter(filters: GigSearchFilters): boolean {
  return FILTER_NAMES.some((name) => name !== 'sort' && filters[name].trim() !== '');
}

/** Relevance needs words to rank by; without them the newest gigs come first. */
export function effectiveSort(filters: GigSearchFilters): GigSort {
  const hasWords = filters.q.trim() !== '';
  const chosen = GIG_SORTS.find((sort) => sort === filters.sort);
  if (chosen && (chosen !== 'relevance' || hasWords)) return chosen;
  return hasWords ? 'relevance' : 'newest';
}

/** The API query the filters make; anything malformed in the address bar is left out. */
export function searchQueryOf(filters: GigSearchFilters): Record<string, string> {
  const query: Partial<Record<keyof GigSearchQuery, string>> = {
    sort: effectiveSort(filters),
    limit: '20',
  };
  const q = filters.q.trim().slice(0, 200);
  if (q) query.q = q;
  if (SERVICE_CATEGORIES.some((category) => category.slug === filters.category)) {
    query.category = filters.category;
  }
  if ((NIGERIAN_STATE_CODES as readonly string[]).includes(filters.state)) {
    query.state = filters.state;
  }
  const budget = budgetFilters(filters);
  if (budget.min.minor) query.budgetMinMinor = budget.min.minor;
  if (budget.max.minor) query.budgetMaxMinor = budget.max.minor;
  if ((POSTED_WITHIN_DAYS as readonly string[]).includes(filters.within)) {
    query.postedWithinDays = filters.within;
  }
  return query;
}

/** The API path of a search's page: after `cursor` when one is given. */
export function searchPathOf(query: Record<string, string>, cursor?: string): string {
  const params = new URLSearchParams(query);
  if (cursor) params.set('cursor', cursor);
  return `/gigs?${params.toString()}`;
}

interface BudgetBound {
  /** What the search sends: none when the field is empty or wrong. */
  minor?: string;
  error?: string;
}

/**
 * The budget bounds as typed, each with what is wrong with it: not an amount, beyond any gig's
 * budget, or a maximum under the minimum. A bound with an error is left out of the search, so
 * the results never go silently empty over a slip of the finger.
 */
export function budgetFilters(filters: Pick<GigSearchFilters, 'min' | 'max'>): {
  min: BudgetBound;
  max: BudgetBound;
} {
  const bound = (text: string): BudgetBound => {
    if (text.trim() === '') return {};
    const minor = minorFromText(text);
    if (minor === undefined) return { error: GIG_MESSAGES.budgetInvalid };
    if (BigInt(minor) > GIG_LIMITS.budgetMaxMinor) return { error: GIG_MESSAGES.budgetRange };
    return { minor };
  };
  const min = bound(filters.min);
  const max = bound(filters.max);
  if (min.minor && max.minor && BigInt(max.minor) < BigInt(min.minor))
    return { min, max: { error: GIG_MESSAGES.budgetOrder } };
  return { min, max };
}
