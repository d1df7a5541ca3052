import { ActionIcon, Tooltip } from '@mantine/core';
import { IconCopy } from '@tabler/icons-react';
import { copyToClipboard } from '../lib/clipboard';

/** A small copy button; `what` names the value in its label and in the toast. */
export function CopyValueButton({
  value,
  what,
  label,
}: {
  value: string;
  what: string;
  label: string;
}) {
  return (
    <Tooltip label={label}>
      <ActionIcon
        variant="subtle"
        size="sm"
        aria-label={label}
        onClick={() => void copyToClipboard(value, what)}
      >
        <IconCopy size={14} aria-hidden />
      </ActionIcon>
    </Tooltip>
  );
}
