import '../ui/moreStyles';
import { Button } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconWallet } from '@tabler/icons-react';
import { PAGES } from '@titletrust/shared';
import { Link } from 'react-router';
import { useSession } from '../features/accounts';
import { formatMinor } from '../lib/moneyText';
import { useBalances } from '../lib/useBalances';
import { LazyTooltip } from '../ui/LazyTooltip';

/** Below Mantine's xs breakpoint the header has room for about six characters of balance. */
const PHONE_QUERY = '(max-width: 35.99em)';

const compact = new Intl.NumberFormat('en-NG', { notation: 'compact', maximumFractionDigits: 1 });

/** "350.00" up to a thousand, then "12.3K": the exact figure is in the name and on the page. */
export function shortUsdc(minor: string): string {
  const cents = BigInt(minor) / 10_000n;
  if (cents < 100_000n) return (Number(cents) / 100).toFixed(2);
  return compact.format(Number(cents) / 100);
}

/**
 * The signed-in person's available balance, always in sight, leading to /wallet where the rest
 * of it (escrow, withdrawals) and the custodial wallet holding it are shown. It is the balances
 * query every money page shows, kept fresh by every money answer.
 */
export default function HeaderBalance() {
  const { data: user } = useSession();
  const balances = useBalances({ enabled: !!user });
  const phone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });
  if (!user) return null;

  const minor = balances.data?.availableMinor;
  const available = minor && formatMinor(minor);
  return (
    <LazyTooltip label="Available to spend on TitleTrust: open your wallet">
      <Button
        component={Link}
        to={PAGES.wallet.path}
        variant="light"
        size={phone ? 'xs' : 'sm'}
        px={phone ? 6 : 10}
        miw={0}
        leftSection={<IconWallet size={phone ? 14 : 18} aria-hidden />}
        styles={{ section: { marginInlineEnd: phone ? 4 : undefined } }}
        loading={balances.isPending}
        aria-label={available ? `Your balance: ${available} available` : 'Your wallet'}
        style={{ flexShrink: 0 }}
      >
        {minor ? (phone ? shortUsdc(minor) : available) : 'Wallet'}
      </Button>
    </LazyTooltip>
  );
}
