import '../ui/moreStyles';
import { Button } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconWallet } from '@tabler/icons-react';
import { CURRENCIES, PAGES, type Balances, type CurrencyCode } from '@titletrust/shared';
import { Link } from 'react-router';
import { useSession } from '../features/accounts';
import { availableText } from '../lib/balances';
import { useBalances } from '../lib/useBalances';
import { LazyTooltip } from '../ui/LazyTooltip';

/** Below Mantine's xs breakpoint the header has room for about six characters of balance. */
const PHONE_QUERY = '(max-width: 35.99em)';

const compact = new Intl.NumberFormat('en-NG', { notation: 'compact', maximumFractionDigits: 1 });

/**
 * "350.00" up to a thousand, then "12.3K", cut down to the cent (never rounded up), with "₦"
 * before a naira figure: the exact figure is in the name and on the page.
 */
export function shortFigure(minor: string, currency: CurrencyCode): string {
  const { decimals, symbol } = CURRENCIES[currency];
  const cents = BigInt(minor) / 10n ** BigInt(decimals - 2);
  const figure =
    cents < 100_000n ? (Number(cents) / 100).toFixed(2) : compact.format(Number(cents) / 100);
  return `${symbol ?? ''}${figure}`;
}

/**
 * On a phone, where room is short: the currencies with money available (naira when none has),
 * each short, those without a symbol named ("₦450K", "₦450K · 120.00 USDC", "432.00 USDC");
 * never one figure for two currencies.
 */
export function shortBalances(balances: Balances): string {
  const held = balances.filter((row) => row.availableMinor !== '0');
  const shown = held.length > 0 ? held : balances.slice(0, 1);
  return shown
    .map((row) => {
      const figure = shortFigure(row.availableMinor, row.currency);
      return CURRENCIES[row.currency].symbol === null ? `${figure} ${row.currency}` : figure;
    })
    .join(' · ');
}

/**
 * The signed-in person's available balance in each currency they hold (naira first), always in
 * sight, leading to /wallet where the rest of it (escrow, withdrawals) and the custodial wallet
 * are shown. It is the balances query every money page shows, kept fresh by every money answer.
 */
export default function HeaderBalance() {
  const { data: user } = useSession();
  const balances = useBalances({ enabled: !!user });
  const phone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });
  if (!user) return null;

  const rows = balances.data && balances.data.length > 0 ? balances.data : undefined;
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
        aria-label={
          rows ? `Your balance: ${availableText(rows, ' and ')} available` : 'Your wallet'
        }
        style={{ flexShrink: 0 }}
      >
        {rows ? (phone ? shortBalances(rows) : availableText(rows)) : 'Wallet'}
      </Button>
    </LazyTooltip>
  );
}
