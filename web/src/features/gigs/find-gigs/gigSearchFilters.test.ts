import { describe, expect, it } from 'vitest';
import {
  AMOUNT_TEXT_MESSAGES,
  FIND_GIGS_FIRST_REQUEST,
  GIG_MESSAGES,
  PRICE_MESSAGES,
} from '@titletrust/shared';
import {
  budgetCurrencyOf,
  budgetFilters,
  effectiveSort,
  filtersFrom,
  searchPathOf,
  searchQueryOf,
} from './gigSearchFilters';

const filters = (query: string) => filtersFrom(new URLSearchParams(query));

describe('searchQueryOf', () => {
  it('turns the address bar into the API query, budgets in kobo unless USDC is chosen', () => {
    expect(
      searchQueryOf(
        filters('q=+survey+&category=due_diligence&state=LA&min=150,000&max=₦500000.5&within=7'),
      ),
    ).toEqual({
      q: 'survey',
      category: 'due_diligence',
      state: 'LA',
      budgetMinMinor: '15000000',
      budgetMaxMinor: '50000050',
      postedWithinDays: '7',
      sort: 'relevance',
      limit: '20',
    });
    expect(searchQueryOf(filters('currency=USDC&min=500&max=1,000.5'))).toEqual({
      currency: 'USDC',
      budgetMinMinor: '500000000',
      budgetMaxMinor: '1000500000',
      sort: 'newest',
      limit: '20',
    });
  });

  it('sends a chosen currency alone as a filter; budgets without one are in naira', () => {
    expect(searchQueryOf(filters('currency=NGN'))).toEqual({
      currency: 'NGN',
      sort: 'newest',
      limit: '20',
    });
    expect(budgetCurrencyOf(filters('sort=budget_high'))).toBe('NGN');
    expect(budgetCurrencyOf(filters('currency=USDC'))).toBe('USDC');
    expect(budgetCurrencyOf(filters('currency=EUR'))).toBe('NGN');
    expect(searchQueryOf(filters('currency=EUR'))).toEqual({ sort: 'newest', limit: '20' });
  });

  it('leaves out what is malformed', () => {
    expect(searchQueryOf(filters('category=plumbing&state=XX&min=lots&within=3'))).toEqual({
      sort: 'newest',
      limit: '20',
    });
  });
});

describe('budgetFilters', () => {
  it('says what is wrong with a bound, and the search leaves that bound out', () => {
    expect(budgetFilters({ currency: '', min: 'lots', max: '' }).min.error).toBe(
      AMOUNT_TEXT_MESSAGES.notANumber('NGN'),
    );
    expect(budgetFilters({ currency: 'USDC', min: '', max: '450.5.5' }).max.error).toBe(
      AMOUNT_TEXT_MESSAGES.notANumber('USDC'),
    );
    // Beyond any gig's budget in that currency: no longer a raw pattern error from the server.
    expect(budgetFilters({ currency: '', min: '2,000,000,000', max: '' }).min.error).toBe(
      PRICE_MESSAGES.NGN.budgetRange,
    );
    expect(budgetFilters({ currency: 'USDC', min: '2,000,000', max: '' }).min.error).toBe(
      PRICE_MESSAGES.USDC.budgetRange,
    );
    expect(searchQueryOf(filters('min=2000000000'))).toEqual({
      sort: 'newest',
      limit: '20',
    });
  });

  it('flags a maximum under the minimum instead of finding nothing', () => {
    expect(budgetFilters({ currency: '', min: '500,000', max: '300,000' })).toEqual({
      min: { minor: '50000000' },
      max: { error: GIG_MESSAGES.budgetOrder },
    });
    expect(searchQueryOf(filters('min=500000&max=300000'))).toEqual({
      budgetMinMinor: '50000000',
      sort: 'newest',
      limit: '20',
    });
    expect(budgetFilters({ currency: '', min: '300', max: '300' }).max.error).toBeUndefined();
  });
});

describe('effectiveSort', () => {
  it('ranks by relevance only when there are words to rank by', () => {
    expect(effectiveSort(filters('sort=relevance'))).toBe('newest');
    expect(effectiveSort(filters('q=lekki'))).toBe('relevance');
    expect(effectiveSort(filters('q=lekki&sort=budget_high'))).toBe('budget_high');
  });
});

describe('searchPathOf', () => {
  it('asks, for an address with no filters, the first page the server sends with the page', () => {
    expect(`/api${searchPathOf(searchQueryOf(filters('')))}`).toBe(FIND_GIGS_FIRST_REQUEST);
  });

  it('continues after the cursor', () => {
    expect(searchPathOf({ q: 'lekki', sort: 'relevance' }, 'abc')).toBe(
      '/gigs?q=lekki&sort=relevance&cursor=abc',
    );
  });
});
