import { Badge, Code, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconWallet } from '@tabler/icons-react';
import type { LinkedWallet } from '@titletrust/shared';
import { chainName } from './chainName';

const dateFormat = new Intl.DateTimeFormat('en-NG', { dateStyle: 'medium' });

export function LinkedWalletRow({ wallet }: { wallet: LinkedWallet }) {
  return (
    <Group gap="md" wrap="nowrap" align="flex-start" component="li">
      <ThemeIcon variant="light" size={36} radius="xl">
        <IconWallet size={20} aria-hidden />
      </ThemeIcon>
      <Stack gap={2} miw={0}>
        <Group gap="xs">
          <Code fz="sm" style={{ overflowWrap: 'anywhere' }}>
            {wallet.address}
          </Code>
          {wallet.isPrimary && (
            <Badge size="sm" variant="light">
              Primary
            </Badge>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          {chainName(wallet.chainId)} · linked {dateFormat.format(new Date(wallet.createdAt))}
        </Text>
      </Stack>
    </Group>
  );
}
