import { Select, SimpleGrid, Stack } from '@mantine/core';
import {
  CURRENCIES,
  MOVEMENT_KIND_LABELS,
  MOVEMENT_KINDS,
  type CurrencyCode,
} from '@titletrust/shared';
import {
  dateRangeProblem,
  hasAnyMovementFilter,
  movementsCsvHref,
  type MovementFilterName,
  type MovementFilters,
} from './movementFilters';
import { DateRangeInputs, FilterBarFooter } from '../../../ui/FilterBarParts';

interface Props {
  filters: MovementFilters;
  onChange: (name: MovementFilterName, value: string) => void;
  onClear: () => void;
  /** The currencies to choose between; the choice shows only when there are two or more. */
  currencies: CurrencyCode[];
}

const KIND_OPTIONS = MOVEMENT_KINDS.map((kind) => ({
  value: kind,
  label: MOVEMENT_KIND_LABELS[kind],
}));

export function MovementFilterBar({ filters, onChange, onClear, currencies }: Props) {
  const byCurrency = currencies.length > 1;
  return (
    <Stack gap="sm" role="search" aria-label="Filter movements">
      <SimpleGrid cols={{ base: 1, xs: 2, md: byCurrency ? 4 : 3 }} spacing="sm">
        <Select
          label="Kind"
          placeholder="All movements"
          data={KIND_OPTIONS}
          value={filters.kind || null}
          onChange={(value) => onChange('kind', value ?? '')}
          clearable
        />
        {byCurrency && (
          <Select
            label="Currency"
            placeholder="All currencies"
            data={currencies.map((code) => ({ value: code, label: CURRENCIES[code].name }))}
            value={filters.currency || null}
            onChange={(value) => onChange('currency', value ?? '')}
            clearable
          />
        )}
        <DateRangeInputs
          from={filters.from}
          to={filters.to}
          onChange={onChange}
          error={dateRangeProblem(filters)}
        />
      </SimpleGrid>
      <FilterBarFooter
        filtered={hasAnyMovementFilter(filters)}
        onClear={onClear}
        csvHref={movementsCsvHref(filters)}
        csvLabel="Export CSV"
      />
    </Stack>
  );
}
