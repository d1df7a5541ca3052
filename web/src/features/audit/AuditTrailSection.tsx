import { Group, Pagination, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { QueryFailedAlert } from '../../ui/QueryFailedAlert';
import { SectionCard } from '../../ui/SectionCard';
import { AuditEventsTable } from './AuditEventsTable';
import { AuditFilterBar } from './AuditFilterBar';
import { NO_AUDIT_FILTERS, type AuditFilterName, type AuditFilters } from './auditFilters';
import { AUDIT_PAGE_SIZE, useAuditEvents } from './useAuditEvents';

const PAGINATION_LABELS = {
  first: 'First page',
  previous: 'Previous page',
  next: 'Next page',
  last: 'Last page',
} as const;

/** Every admin act and security event, newest first, for the admins to search and export. */
export function AuditTrailSection() {
  const [filters, setFilters] = useState<AuditFilters>(NO_AUDIT_FILTERS);
  // Typing an e-mail asks once the typing pauses, not at every key.
  const [asked] = useDebouncedValue(filters, 300);
  const [page, setPage] = useState(1);
  const events = useAuditEvents(asked, page);
  const total = events.data?.total;
  const totalPages = total ? Math.max(1, Math.ceil(total / AUDIT_PAGE_SIZE)) : 1;

  const change = (name: AuditFilterName, value: string) => {
    setFilters((current) => ({ ...current, [name]: value }));
    setPage(1);
  };

  return (
    <SectionCard
      titleId="audit-trail-title"
      title="Audit trail"
      description="Every admin act and every security event: who, when, what, on which record, the reason given and the address it came from. Kept for good: nobody can change or remove a row."
    >
      <AuditFilterBar
        filters={filters}
        onChange={change}
        onClear={() => {
          setFilters(NO_AUDIT_FILTERS);
          setPage(1);
        }}
      />
      {total !== undefined && (
        <Text size="sm" c="dimmed" aria-live="polite">
          {total.toLocaleString('en-NG')} {total === 1 ? 'event' : 'events'}
        </Text>
      )}
      {events.isError ? (
        <QueryFailedAlert query={events} title="The audit trail could not be loaded" />
      ) : (
        <AuditEventsTable events={events.data?.items} />
      )}
      {totalPages > 1 && (
        <Group justify="center">
          <Pagination
            total={totalPages}
            value={page}
            onChange={setPage}
            withEdges
            getControlProps={(control) => ({ 'aria-label': PAGINATION_LABELS[control] })}
            getItemProps={(item) => ({ 'aria-label': `Page ${item}` })}
          />
        </Group>
      )}
    </SectionCard>
  );
}
