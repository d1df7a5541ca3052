import { Button, Center, Container, EmptyState, Skeleton, Stack, Text } from '@mantine/core';
import { IconSearchOff } from '@tabler/icons-react';
import { PAGES } from '@titletrust/shared';
import { useDeferredValue } from 'react';
import { useSearchParams } from 'react-router';
import { errorMessageOf } from '../../../lib/api';
import { useNow } from '../../../lib/useNow';
import { usePageTitle } from '../../../lib/usePageTitle';
import { PageHeading } from '../../../ui/PageHeading';
import { countLabel } from '../../../lib/gigLabels';
import { GigResultCard } from './GigResultCard';
import { GigSearchFilterBar } from './GigSearchFilterBar';
import { SpellingSuggestion } from './SpellingSuggestion';
import { filtersFrom, hasAnyFilter, searchQueryOf, type GigFilterName } from './gigSearchFilters';
import { useGigSearch } from './useGigSearch';
import { QueryFailedAlert } from '../../../ui/QueryFailedAlert';

/** /find-gigs: open gigs, searched and filtered, the filters kept in the address bar. */
export function FindGigsPage() {
  usePageTitle(PAGES.findGigs.title);
  const now = useNow(60_000);
  const [params, setParams] = useSearchParams();
  const filters = filtersFrom(params);
  const search = useGigSearch(searchQueryOf(filters));

  const setFilter = (name: GigFilterName, value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value.trim() === '') next.delete(name);
        else next.set(name, value);
        return next;
      },
      { replace: true },
    );

  // Results draw in a background render React can pause: twenty cards drawn at once held a slow
  // phone's main thread for a long task, so a tap on a filter waited for them.
  const shown = useDeferredValue(search.data);
  const pages = shown?.pages ?? [];
  const gigs = pages.flatMap((page) => page.items);
  // The count and the spelling suggestion come with the first page.
  const first = pages[0];
  const total = first?.total ?? undefined;
  const suggested = new URLSearchParams(params);
  if (first?.suggestion) suggested.set('q', first.suggestion);

  return (
    <Container size="lg" py={{ base: 24, sm: 48 }}>
      <Stack gap="lg">
        <PageHeading
          title={PAGES.findGigs.title}
          description="Property jobs from clients across Nigeria. Open one to see the details and place your bid."
        />
        <GigSearchFilterBar
          filters={filters}
          onChange={setFilter}
          onClear={() => setParams(new URLSearchParams(), { replace: true })}
        />
        <Text fw={600} aria-live="polite" aria-busy={search.isFetching}>
          {total === undefined
            ? 'Searching…'
            : `${first?.totalExact ? '' : 'About '}${countLabel(total, 'gig')}`}
        </Text>
        {search.isError && !search.isFetchNextPageError ? (
          <QueryFailedAlert query={search} title="Gigs could not be loaded" />
        ) : !shown ? (
          <Stack gap="md" aria-busy="true" aria-label="Loading gigs">
            {[0, 1, 2].map((key) => (
              <Skeleton key={key} h={150} radius="lg" />
            ))}
          </Stack>
        ) : gigs.length === 0 ? (
          <EmptyState
            icon={<IconSearchOff size={28} aria-hidden />}
            title={hasAnyFilter(filters) ? 'No gigs match your search' : 'No open gigs right now'}
            description={
              hasAnyFilter(filters)
                ? 'Try fewer words, another state or a wider budget.'
                : 'New gigs appear here as soon as clients post them.'
            }
          >
            {first?.suggestion && (
              <SpellingSuggestion suggestion={first.suggestion} search={`?${suggested}`} />
            )}
          </EmptyState>
        ) : (
          <Stack gap="md" component="section" aria-label="Search results">
            {/* Some words found gigs; one no gig uses may be misspelt. */}
            {first?.suggestion && (
              <SpellingSuggestion
                suggestion={first.suggestion}
                search={`?${suggested}`}
                align="left"
              />
            )}
            {gigs.map((gig) => (
              <GigResultCard key={gig.id} gig={gig} now={now} />
            ))}
          </Stack>
        )}
        {search.hasNextPage && (
          <Center>
            <Button
              variant="default"
              loading={search.isFetchingNextPage}
              onClick={() => void search.fetchNextPage()}
            >
              Load more gigs
            </Button>
          </Center>
        )}
        {search.isFetchNextPageError && (
          <Text c="red" size="sm" ta="center" role="alert">
            More gigs could not be loaded. {errorMessageOf(search.error)}
          </Text>
        )}
      </Stack>
    </Container>
  );
}
