import { Text } from '@mantine/core';
import { formatRelativeTime } from '../../lib/formatRelativeTime';
import { useNow } from '../../lib/useNow';

const absolute = new Intl.DateTimeFormat('en-NG', { dateStyle: 'medium', timeStyle: 'medium' });

/** When the balances were last read: relative to read at a glance, exact on hover. */
export function BalancesReadAt({ readAt }: { readAt: string | null }) {
  const now = useNow(30_000);
  if (!readAt) {
    return (
      <Text size="sm" c="dimmed">
        Not read from the network yet: new wallets start at zero.
      </Text>
    );
  }
  const moment = new Date(readAt);
  return (
    <Text size="sm" c="dimmed">
      Read from the network{' '}
      <time dateTime={readAt} title={absolute.format(moment)}>
        {formatRelativeTime(moment, now)}
      </time>
    </Text>
  );
}
