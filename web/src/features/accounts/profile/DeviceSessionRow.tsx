import { Badge, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconDeviceDesktop, IconDeviceMobile } from '@tabler/icons-react';
import { describeDevice, type DeviceSession } from '@titletrust/shared';

const dateTime = new Intl.DateTimeFormat('en-NG', { dateStyle: 'medium', timeStyle: 'short' });

function isMobile(userAgent: string | null) {
  return !!userAgent && /Mobi|Android|iPhone|iPad/.test(userAgent);
}

export function DeviceSessionRow({ session }: { session: DeviceSession }) {
  const Icon = isMobile(session.userAgent) ? IconDeviceMobile : IconDeviceDesktop;
  return (
    <Group gap="md" wrap="nowrap" align="flex-start" component="li">
      <ThemeIcon variant="light" size={36} radius="xl" color={session.current ? 'brand' : 'gray'}>
        <Icon size={20} aria-hidden />
      </ThemeIcon>
      <Stack gap={2} miw={0}>
        <Group gap="xs">
          <Text fw={600}>{describeDevice(session.userAgent)}</Text>
          {session.current && (
            <Badge size="sm" variant="filled">
              This device
            </Badge>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          Signed in {dateTime.format(new Date(session.createdAt))}
          {session.ipAddress ? ` from ${session.ipAddress}` : ''}
        </Text>
        <Text size="xs" c="dimmed">
          Expires {dateTime.format(new Date(session.expiresAt))}
        </Text>
      </Stack>
    </Group>
  );
}
