import type { Database } from '../../db/client';

/** The pool, or a transaction (tests read under other planner settings). */
export type SearchReader = Pick<Database, 'select' | 'execute'>;

/** What a search spends at most (docs/decisions/046-search-by-service-and-place.md). */
export const SEARCH_LIMITS = {
  /** Matches counted one by one; above, the total is estimated from the newest of them. */
  exactCountMax: 100,
  /** Relevance ranks this many of the newest matches: no index orders gigs by rank. */
  rankWindow: 200,
};
export type SearchLimits = typeof SEARCH_LIMITS;
