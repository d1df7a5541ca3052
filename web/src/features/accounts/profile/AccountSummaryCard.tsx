import { Avatar, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { SessionUser } from '@titletrust/shared';
import {
  hasVerification,
  ROLE_LABELS,
  VERIFICATION_COLORS,
  VERIFICATION_LABELS,
} from '../accountLabels';

function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');
}

export function AccountSummaryCard({ user }: { user: SessionUser }) {
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="account-title">
      <Group gap="md" wrap="nowrap" align="flex-start">
        <Avatar size={56} radius="xl" color="brand" aria-hidden>
          {initialsOf(user.name) || '?'}
        </Avatar>
        <Stack gap={6} miw={0}>
          <Title order={2} size="h3" id="account-title">
            {user.name || 'Your account'}
          </Title>
          <Text c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {user.email}
          </Text>
          <Group gap="xs">
            <Badge variant="light" title={ROLE_LABELS[user.role]}>
              {user.role}
            </Badge>
            <Text size="sm" c="dimmed">
              {ROLE_LABELS[user.role]}
            </Text>
          </Group>
          {hasVerification(user.role) && (
            <Group gap="xs">
              <Text size="sm">Verification:</Text>
              <Badge color={VERIFICATION_COLORS[user.verificationStatus]} variant="light">
                {VERIFICATION_LABELS[user.verificationStatus]}
              </Badge>
            </Group>
          )}
        </Stack>
      </Group>
    </Card>
  );
}
