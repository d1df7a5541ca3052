import { Button, Group, Select, SimpleGrid, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import {
  AMOUNT_WORDS,
  CURRENCIES,
  CURRENCY_CODES,
  NIGERIAN_STATES,
  SERVICE_CATEGORIES,
  type CurrencyCode,
} from '@titletrust/shared';
import { DebouncedTextInput } from './DebouncedTextInput';
import {
  budgetCurrencyOf,
  budgetFilters,
  chosenCurrency,
  effectiveSort,
  hasAnyFilter,
  POSTED_WITHIN_DAYS,
  usesBudget,
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

const CURRENCY_OPTIONS = CURRENCY_CODES.map((code) => {
  const { name, symbol } = CURRENCIES[code];
  return { value: code, label: symbol ? `${name} (${symbol})` : name };
});

/** A budget bound's field: the currency's mark beside it, its name read out with the label. */
function budgetInputProps(label: string, currency: CurrencyCode) {
  const { symbol } = CURRENCIES[currency];
  const mark = (
    <Text component="span" size="sm" c="dimmed" aria-hidden>
      {symbol ?? currency}
    </Text>
  );
  return {
    label: (
      <>
        {label}
        <VisuallyHidden component="span"> ({AMOUNT_WORDS[currency].inText})</VisuallyHidden>
      </>
    ),
    placeholder: 'Any',
    inputMode: 'decimal' as const,
    autoComplete: 'off',
    ...(symbol ? { leftSection: mark } : { rightSection: mark, rightSectionWidth: 56 }),
  };
}

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
  const budgetCurrency = budgetCurrencyOf(filters);
  // Budgets compare within one currency: naira shows as chosen once a budget is in use.
  const currency = chosenCurrency(filters) ?? (usesBudget(filters) ? budgetCurrency : null);
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
        <Select
          label="Currency"
          placeholder="Any currency"
          data={CURRENCY_OPTIONS}
          value={currency}
          onChange={(value) => onChange('currency', value ?? '')}
          clearable={chosenCurrency(filters) !== undefined}
        />
        <DebouncedTextInput
          {...budgetInputProps('Budget from', budgetCurrency)}
          value={filters.min}
          onCommit={(value) => onChange('min', value)}
          error={budget.min.error}
        />
        <DebouncedTextInput
          {...budgetInputProps('Budget up to', budgetCurrency)}
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
