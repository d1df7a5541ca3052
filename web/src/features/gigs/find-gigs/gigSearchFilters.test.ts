import { describe, expect, it } from 'vitest';
import { FIND_GIGS_FIRST_REQUEST, GIG_MESSAGES } from '@titletrust/shared';
import {
  budgetFilters,
  effectiveSort,
  filtersFrom,
  searchPathOf,
  searchQueryOf,
} from './gigSearchFilters';

const filters = (query: string) => filtersFrom(new URLSearchParams(query));

describe('searchQueryOf', () => {
  it('turns the address bar into the API query, amounts in micro-USDC', () => {
    expect(
      searchQueryOf(
        filters('q=+survey+&category=due_diligence&state=LA&min=500&max=1,000.5&within=7'),
      ),
    ).toEqual({
      q: 'survey',
      category: 'due_diligence',
      state: 'LA',
      budgetMinMinor: '500000000',
      budgetMaxMinor: '1000500000',
      postedWithinDays: '7',
      sort: 'relevance',
      limit: '20',
    });
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
    expect(budgetFilters({ min: 'lots', max: '' }).min.error).toBe(GIG_MESSAGES.budgetInvalid);
    // Beyond any gig's budget: no longer a raw pattern error from the server.
    expect(budgetFilters({ min: '99999999999999', max: '' }).min.error).toBe(
      GIG_MESSAGES.budgetRange,
    );
    expect(searchQueryOf(filters('min=99999999999999'))).toEqual({
      sort: 'newest',
      limit: '20',
    });
  });

  it('flags a maximum under the minimum instead of finding nothing', () => {
    expect(budgetFilters({ min: '500', max: '300' })).toEqual({
      min: { minor: '500000000' },
      max: { error: GIG_MESSAGES.budgetOrder },
    });
    expect(searchQueryOf(filters('min=500&max=300'))).toEqual({
      budgetMinMinor: '500000000',
      sort: 'newest',
      limit: '20',
    });
    expect(budgetFilters({ min: '300', max: '300' }).max.error).toBeUndefined();
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
