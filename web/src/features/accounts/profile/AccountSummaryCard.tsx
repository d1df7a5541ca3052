import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { SessionUser } from '@titletrust/shared';
import {
  hasVerification,
  ROLE_LABELS,
  VERIFICATION_COLORS,
  VERIFICATION_LABELS,
} from '../accountLabels';
import { UserAvatar } from '../../../ui/UserAvatar';

export function AccountSummaryCard({ user }: { user: SessionUser }) {
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="account-title">
      <Group gap="md" wrap="nowrap" align="flex-start">
        <UserAvatar name={user.name || user.email} pictureUrl={user.pictureUrl} size={56} />
        <Stack gap={6} miw={0}>
          <Title order={2} size="h3" id="account-title">
            {user.name || 'Your account'}
          </Title>
          <Text c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {user.email}
          </Text>
          <Group gap="xs">
            <Badge variant="light">{ROLE_LABELS[user.role]}</Badge>
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
