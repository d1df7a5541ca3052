import { Stack } from '@mantine/core';
import type { CurrencyCode } from '@titletrust/shared';
import { amountsText } from '../../lib/balances';
import { formatMinor } from '../../lib/moneyText';

/**
 * A dashboard figure that may be in several currencies (escrow held, earned this month): each
 * currency's amount on its own line, naira first, never summed; "₦0.00" when there is none.
 */
export function AmountsFigure({
  amounts,
}: {
  amounts: readonly { currency: CurrencyCode; amountMinor: string }[];
}) {
  if (amounts.length <= 1) return <>{amountsText(amounts)}</>;
  return (
    <Stack component="span" gap={0}>
      {amounts.map((entry) => (
        <span key={entry.currency}>{formatMinor(entry.amountMinor, entry.currency)}</span>
      ))}
    </Stack>
  );
}
