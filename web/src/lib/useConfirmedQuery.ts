import {
  useQuery,
  type DefaultError,
  type QueryKey,
  type UseQueryOptions,
  type UseQueryResult,
} from '@tanstack/react-query';
import { useState } from 'react';
import { useRestoredAt } from './pageShow';

/**
 * Whether an answer read at `dataUpdatedAt` is confirmed for a page shown at `shownAt`: read
 * from the server (or written from a money answer) since. An answer held from before — a page
 * seen earlier and shown again by Back, Forward or a link, or restored from the back-forward
 * cache — is not, however fresh TanStack Query deems it.
 */
export function isConfirmed(dataUpdatedAt: number, shownAt: number): boolean {
  return dataUpdatedAt > 0 && dataUpdatedAt >= shownAt;
}

/**
 * A query a money action stands on (decision 048). Held from before this page was shown, its
 * answer is drawn but read again at once, and `confirmed` stays false until the new answer is
 * in: the page offers no money action meanwhile. An answer the page came with (its first
 * request's, read by the server for this load) is confirmed as it is, so the first screen still
 * asks nothing (decision 042).
 */
export function useConfirmedQuery<
  QueryFnData = unknown,
  Failure = DefaultError,
  Data = QueryFnData,
  Key extends QueryKey = QueryKey,
>(
  options: UseQueryOptions<QueryFnData, Failure, Data, Key>,
): UseQueryResult<Data, Failure> & { confirmed: boolean } {
  // Taken before the query is built, so an answer the page came with counts as read since.
  const [mountedAt] = useState(() => Date.now());
  // A restore refetches every query (query-client.ts); this page waits for its own answers.
  const restoredAt = useRestoredAt();
  const query = useQuery({
    ...options,
    refetchOnMount: (held) => (held.state.dataUpdatedAt < mountedAt ? 'always' : false),
  });
  const confirmed = isConfirmed(query.dataUpdatedAt, Math.max(mountedAt, restoredAt));
  return Object.assign(query, { confirmed });
}
