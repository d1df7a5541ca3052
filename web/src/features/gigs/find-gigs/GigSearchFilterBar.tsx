import { Button, Group, Select, SimpleGrid, Stack } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { NIGERIAN_STATES, SERVICE_CATEGORIES } from '@titletrust/shared';
import { DebouncedTextInput } from './DebouncedTextInput';
import {
  budgetFilters,
  effectiveSort,
  hasAnyFilter,
  POSTED_WITHIN_DAYS,
  type GigFilterName,
  type GigSearchFilters,
} from './gigSearchFilters';

interface Props {
  filters: GigSearchFilters;
  onChange: (name: GigFilterName, value: string) => void;
  onClear: () => void;
}

const CATEGORY_OPTIONS = SERVICE_CATEGORIES.map((c) => ({ value: c.slug, label: c.name }));
const STATE_OPTIONS = NIGERIAN_STATES.map((s) => ({ value: s.code, label: s.name }));
const WITHIN_LABELS: Record<(typeof POSTED_WITHIN_DAYS)[number], string> = {
  '1': 'Last 24 hours',
  '7': 'Last 7 days',
  '30': 'Last 30 days',
};
const WITHIN_OPTIONS = POSTED_WITHIN_DAYS.map((days) => ({
  value: days,
  label: WITHIN_LABELS[days],
}));

function sortOptions(hasWords: boolean) {
  return [
    ...(hasWords ? [{ value: 'relevance', label: 'Best match' }] : []),
    { value: 'newest', label: 'Newest first' },
    { value: 'budget_high', label: 'Budget: high to low' },
    { value: 'budget_low', label: 'Budget: low to high' },
  ];
}

export function GigSearchFilterBar({ filters, onChange, onClear }: Props) {
  const hasWords = filters.q.trim() !== '';
  const budget = budgetFilters(filters);
  return (
    <Stack gap="sm" role="search" aria-label="Search and filter gigs">
      <DebouncedTextInput
        label="Search gigs"
        placeholder="e.g. C of O Lekki, survey plan, Governor's Consent"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={filters.q}
        onCommit={(value) => onChange('q', value)}
        maxLength={200}
        size="md"
        type="search"
      />
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
        <Select
          label="Service"
          placeholder="All services"
          data={CATEGORY_OPTIONS}
          value={filters.category || null}
          onChange={(value) => onChange('category', value ?? '')}
          clearable
        />
        <Select
          label="State"
          placeholder="All states"
          data={STATE_OPTIONS}
          value={filters.state || null}
          onChange={(value) => onChange('state', value ?? '')}
          searchable
          clearable
          nothingFoundMessage="No state matches"
        />
        <Select
          label="Posted"
          placeholder="Any time"
          data={WITHIN_OPTIONS}
          value={filters.within || null}
          onChange={(value) => onChange('within', value ?? '')}
          clearable
        />
        <DebouncedTextInput
          label="Budget from (USDC)"
          placeholder="Any"
          inputMode="decimal"
          value={filters.min}
          onCommit={(value) => onChange('min', value)}
          error={budget.min.error}
        />
        <DebouncedTextInput
          label="Budget up to (USDC)"
          placeholder="Any"
          inputMode="decimal"
          value={filters.max}
          onCommit={(value) => onChange('max', value)}
          error={budget.max.error}
        />
        <Select
          label="Sort by"
          data={sortOptions(hasWords)}
          value={effectiveSort(filters)}
          onChange={(value) => onChange('sort', value ?? '')}
          allowDeselect={false}
        />
      </SimpleGrid>
      {hasAnyFilter(filters) && (
        <Group>
          <Button variant="subtle" size="compact-sm" onClick={onClear}>
            Clear search and filters
          </Button>
        </Group>
      )}
    </Stack>
  );
}
