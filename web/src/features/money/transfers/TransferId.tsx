import { ActionIcon, Code, Group, Text, Tooltip } from '@mantine/core';
import { IconCopy } from '@tabler/icons-react';
import { copyToClipboard } from '../../../lib/clipboard';
import { shortenAddress } from '../../../lib/shortenAddress';

interface Props {
  value: string | null;
  /** What it is, for the copy button and its toast ("Transaction hash"). */
  what: string;
  /** In a table cell: the start and end only, the whole value in the tooltip and the copy. */
  short?: boolean;
}

/** A provider id, hash or address in monospace, copyable whole for support or an explorer. */
export function TransferId({ value, what, short = false }: Props) {
  if (!value) {
    return (
      <Text size="sm" c="dimmed" span>
        —
      </Text>
    );
  }
  return (
    <Group gap={4} wrap="nowrap" align="center" miw={0}>
      <Code fz="xs" title={value} style={{ overflowWrap: 'anywhere' }}>
        {short ? shortenAddress(value, 6) : value}
      </Code>
      <Tooltip label={`Copy ${what.toLowerCase()}`}>
        <ActionIcon
          variant="subtle"
          size="sm"
          aria-label={`Copy ${what.toLowerCase()}`}
          onClick={() => void copyToClipboard(value, what)}
        >
          <IconCopy size={14} aria-hidden />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
