import { SimpleGrid, Skeleton } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { QueryFailedAlert } from '../../ui/QueryFailedAlert';

/** What a dashboard shows before its numbers arrive, or when they could not: null once loaded. */
export function dashboardLoadState(query: UseQueryResult<unknown>): ReactElement | null {
  if (query.isPending) {
    return (
      <SimpleGrid cols={{ base: 1, xs: 3 }} aria-busy="true" aria-label="Loading your dashboard">
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} h={96} radius="lg" />
        ))}
      </SimpleGrid>
    );
  }
  if (query.isError) {
    return <QueryFailedAlert query={query} title="Your dashboard could not be loaded" />;
  }
  return null;
}
