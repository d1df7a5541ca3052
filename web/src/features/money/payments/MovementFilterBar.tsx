import { Button, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
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
        <TextInput
          label="From"
          type="date"
          value={filters.from}
          max={filters.to || undefined}
          onChange={(event) => onChange('from', event.currentTarget.value)}
        />
        <TextInput
          label="To"
          type="date"
          value={filters.to}
          min={filters.from || undefined}
          onChange={(event) => onChange('to', event.currentTarget.value)}
          error={dateRangeProblem(filters)}
        />
      </SimpleGrid>
      <Group justify="space-between" gap="sm">
        {hasAnyMovementFilter(filters) ? (
          <Button variant="subtle" size="compact-sm" onClick={onClear}>
            Clear filters
          </Button>
        ) : (
          <span />
        )}
        {/* A plain link: the browser downloads the file with the session cookie. */}
        <Button
          component="a"
          href={movementsCsvHref(filters)}
          download
          variant="default"
          leftSection={<IconDownload size={18} aria-hidden />}
        >
          Export CSV
        </Button>
      </Group>
    </Stack>
  );
}
