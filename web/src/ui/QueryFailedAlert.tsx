import type { UseQueryResult } from '@tanstack/react-query';
import { errorMessageOf } from '../lib/api';
import { LoadFailedAlert } from './LoadFailedAlert';

/** A query that failed: its error's message and a retry that reads it again. */
export function QueryFailedAlert({
  query,
  title,
}: {
  query: Pick<UseQueryResult, 'error' | 'refetch' | 'isRefetching'>;
  title: string;
}) {
  return (
    <LoadFailedAlert title={title} onRetry={query.refetch} retrying={query.isRefetching}>
      {errorMessageOf(query.error)}
    </LoadFailedAlert>
  );
}
