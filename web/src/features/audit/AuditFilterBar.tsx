import { Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import {
  ADMIN_AUDIT_ACTIONS,
  AUDIT_ACTION_LABELS,
  SECURITY_AUDIT_ACTIONS,
  type AuditAction,
} from '@titletrust/shared';
import {
  auditCsvHref,
  auditDateRangeProblem,
  hasAnyAuditFilter,
  type AuditFilterName,
  type AuditFilters,
} from './auditFilters';
import { DateRangeInputs, FilterBarFooter } from '../../ui/FilterBarParts';

interface Props {
  filters: AuditFilters;
  onChange: (name: AuditFilterName, value: string) => void;
  onClear: () => void;
}

const option = (action: AuditAction) => ({ value: action, label: AUDIT_ACTION_LABELS[action] });
const ACTION_OPTIONS = [
  { group: 'Admin acts', items: ADMIN_AUDIT_ACTIONS.map(option) },
  { group: 'Security events', items: SECURITY_AUDIT_ACTIONS.map(option) },
];

/** The trail's filters, and the CSV of what they select. */
export function AuditFilterBar({ filters, onChange, onClear }: Props) {
  return (
    <Stack gap="sm" role="search" aria-label="Filter the audit trail">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
        <Select
          label="Action"
          placeholder="Every action"
          data={ACTION_OPTIONS}
          value={filters.action || null}
          onChange={(value) => onChange('action', value ?? '')}
          clearable
          searchable
        />
        <TextInput
          label="Actor"
          description="Who acted: an e-mail (or part of one) or an account id"
          value={filters.actor}
          onChange={(event) => onChange('actor', event.currentTarget.value)}
          maxLength={254}
        />
        <TextInput
          label="User"
          description="Whose account it concerns: an e-mail or an account id"
          value={filters.user}
          onChange={(event) => onChange('user', event.currentTarget.value)}
          maxLength={254}
        />
        <TextInput
          label="Record id"
          description="A contract, profile, payout or other record's id"
          value={filters.subjectId}
          onChange={(event) => onChange('subjectId', event.currentTarget.value)}
          maxLength={200}
        />
        <DateRangeInputs
          from={filters.from}
          to={filters.to}
          onChange={onChange}
          error={auditDateRangeProblem(filters)}
        />
      </SimpleGrid>
      <FilterBarFooter
        filtered={hasAnyAuditFilter(filters)}
        onClear={onClear}
        csvHref={auditCsvHref(filters)}
        csvLabel="Download CSV"
      />
    </Stack>
  );
}
