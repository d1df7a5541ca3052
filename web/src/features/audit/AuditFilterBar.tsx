import { Button, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
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
          error={auditDateRangeProblem(filters)}
        />
      </SimpleGrid>
      <Group justify="space-between" gap="sm">
        {hasAnyAuditFilter(filters) ? (
          <Button variant="subtle" size="compact-sm" onClick={onClear}>
            Clear filters
          </Button>
        ) : (
          <span />
        )}
        {/* A plain link: the browser downloads the file with the session cookie. */}
        <Button
          component="a"
          href={auditCsvHref(filters)}
          download
          variant="default"
          leftSection={<IconDownload size={18} aria-hidden />}
        >
          Download CSV
        </Button>
      </Group>
    </Stack>
  );
}
