import { ActionIcon, Anchor, Code, Group, Tooltip } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconCopy } from '@tabler/icons-react';
import { copyToClipboard } from '../../lib/clipboard';
import { shortenAddress } from '../../lib/shortenAddress';

/** Below Mantine's xs breakpoint the 42 characters of an address take two lines. */
const PHONE_QUERY = '(max-width: 35.99em)';

/**
 * An address in monospace with a copy button. Phones show it shortened, with the full value a
 * tap away (and in the tooltip); the copy button always copies all of it.
 */
export function WalletAddressText({ address }: { address: string }) {
  const isPhone = useMediaQuery(PHONE_QUERY);
  const [showFull, full] = useDisclosure(false);
  const shortened = isPhone && !showFull;
  return (
    <Group gap={6} wrap="wrap" align="center" component="span">
      <Code fz="sm" title={address} style={{ overflowWrap: 'anywhere' }}>
        {shortened ? shortenAddress(address, 6) : address}
      </Code>
      <Tooltip label="Copy address">
        <ActionIcon
          variant="light"
          size="md"
          aria-label="Copy address"
          onClick={() => void copyToClipboard(address, 'Address')}
        >
          <IconCopy size={16} aria-hidden />
        </ActionIcon>
      </Tooltip>
      {isPhone && (
        <Anchor component="button" type="button" size="xs" onClick={full.toggle}>
          {showFull ? 'Shorten' : 'Show full address'}
        </Anchor>
      )}
    </Group>
  );
}
