import { Text, VisuallyHidden } from '@mantine/core';
import type { CurrencyCode } from '@titletrust/shared';
import { directionOf, formatSignedMinor } from './signedAmounts';

const COLOR = { in: 'brand.8', out: 'red.8' } as const;

/** A change of a balance in its currency: green when money came in, red when it went out, a dash for none. */
export function SignedAmount({ minor, currency }: { minor: string; currency: CurrencyCode }) {
  const direction = directionOf(minor);
  if (direction === 'none') {
    return (
      <Text size="sm" c="dimmed" span>
        <span aria-hidden>—</span>
        <VisuallyHidden>No change</VisuallyHidden>
      </Text>
    );
  }
  return (
    <Text size="sm" fw={600} c={COLOR[direction]} span style={{ whiteSpace: 'nowrap' }}>
      {formatSignedMinor(minor, currency)}
    </Text>
  );
}
