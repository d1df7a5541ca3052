import { EmptyState, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconShieldCheck } from '@tabler/icons-react';
import { AUDIT_ACTION_LABELS, type SecurityEvent } from '@titletrust/shared';
import { formatLagosDateTime } from '../../lib/lagosDateTime';
import { PlainList } from '../../ui/PlainList';
import { QueryFailedAlert } from '../../ui/QueryFailedAlert';
import { SectionCard } from '../../ui/SectionCard';
import { useSecurityEvents } from './useSecurityEvents';

/** "By you, from 102.89.1.4", "From 102.89.1.4": who and where, as far as the request told us. */
function originOf(event: SecurityEvent): string | null {
  if (event.byYou) return event.ipAddress ? `By you, from ${event.ipAddress}` : 'By you';
  return event.ipAddress ? `From ${event.ipAddress}` : null;
}

function SecurityEventRow({ event }: { event: SecurityEvent }) {
  const origin = originOf(event);
  return (
    <li>
      <Group justify="space-between" align="baseline" gap="xs" wrap="wrap">
        <Text fw={500}>{AUDIT_ACTION_LABELS[event.action]}</Text>
        <Text size="sm" c="dimmed">
          <time dateTime={event.occurredAt}>{formatLagosDateTime(event.occurredAt)}</time>
        </Text>
      </Group>
      {origin && (
        <Text size="sm" c="dimmed">
          {origin}
        </Text>
      )}
    </li>
  );
}

/** The account's own security events on /profile: what changed in how it is protected and paid. */
export function SecurityActivityCard() {
  const events = useSecurityEvents();
  return (
    <SectionCard
      titleId="security-activity-title"
      title="Security activity"
      description="Changes to how your account is protected and where its money goes, newest first. If you see one you did not make, change your password and sign out everywhere."
    >
      {events.isPending ? (
        <Stack gap="sm" aria-busy="true" aria-label="Loading your security activity">
          <Skeleton h={44} radius="md" />
          <Skeleton h={44} radius="md" />
        </Stack>
      ) : events.isError ? (
        <QueryFailedAlert query={events} title="Your security activity could not be loaded" />
      ) : events.data.length === 0 ? (
        <EmptyState
          icon={<IconShieldCheck size={28} aria-hidden />}
          title="No security activity yet"
          description="When two-factor sign-in is turned on or off, a payout account is added or payouts are frozen, it is listed here."
        />
      ) : (
        <PlainList gap="md" aria-label="Security activity">
          {events.data.map((event) => (
            <SecurityEventRow key={event.id} event={event} />
          ))}
        </PlainList>
      )}
    </SectionCard>
  );
}
