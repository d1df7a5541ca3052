import { describe, expect, it } from 'vitest';
import { FIND_GIGS_FIRST_REQUEST } from '@titletrust/shared';
import { effectiveSort, filtersFrom, searchPathOf, searchQueryOf } from './gigSearchFilters';

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
      budgetMinMicros: '500000000',
      budgetMaxMicros: '1000500000',
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
