import { Box, Burger, Button, Container, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { owesTwoFactor, useSession } from '../features/accounts';
import { useLeavingPage } from '../lib/leavePage';
import { useAfterFirstPaint } from '../lib/useAfterFirstPaint';
import { useMoneyFollowsViewer } from '../lib/useBalances';
import { BrandLogo } from './BrandLogo';
import { HeaderAccountActions } from './HeaderAccountActions';
import { SECTION_LINKS } from './sectionLinks';

// Both load when first needed (decision 033): the menu on its first opening, the balance,
// messages link and bell once someone is signed in and the page is on screen.
const MobileMenu = lazy(() => import('./MobileMenu'));
const SignedInHeaderTools = lazy(() => import('./SignedInHeaderTools'));

/** The site header (spec §2); the account actions depend on who is signed in. */
export function SiteHeader() {
  const [menuOpen, menu] = useDisclosure(false);
  const [menuUsed, setMenuUsed] = useState(false);
  const { data: user } = useSession();
  const painted = useAfterFirstPaint();
  // Signing out: the signed-in tools go with the page, before the cookie does.
  const leaving = useLeavingPage();
  // The money caches belong to one person: they are dropped or re-read when the person changes.
  useMoneyFollowsViewer(user === undefined ? undefined : (user?.id ?? null));

  return (
    <Box
      component="header"
      pos="sticky"
      top={0}
      bg="white"
      style={{ zIndex: 100, borderBottom: '1px solid var(--mantine-color-gray-2)' }}
    >
      <Container size="lg" h={64}>
        <Group h="100%" justify="space-between" wrap="nowrap">
          <BrandLogo compactOnPhones={!!user} />
          {/* A signed-in header also holds the account and the balance: the landing page's
              sections give way to them below the widest screens (the footer links them too). */}
          <Group gap="xs" visibleFrom={user ? 'xl' : 'lg'} component="nav" aria-label="Sections">
            {SECTION_LINKS.map((link) => (
              <Button key={link.to} component={Link} to={link.to} variant="subtle" color="dark">
                {link.label}
              </Button>
            ))}
          </Group>
          <Group gap="sm" wrap="nowrap" miw={0}>
            <Group gap="sm" visibleFrom="md" wrap="nowrap" miw={0}>
              <HeaderAccountActions onAction={menu.close} />
            </Group>
            {/* One balance, messages link and bell for every screen size: on phones the
                account actions are in the menu. An admin still owing two-factor has none: the
                API refuses them everything but its setup. */}
            {user && painted && !leaving && !owesTwoFactor(user) && (
              <Suspense fallback={null}>
                <SignedInHeaderTools />
              </Suspense>
            )}
            <Burger
              opened={menuOpen}
              onClick={() => {
                setMenuUsed(true);
                menu.toggle();
              }}
              hiddenFrom="md"
              aria-label={menuOpen ? 'Close menu' : 'Open menu'}
              aria-expanded={menuOpen}
            />
          </Group>
        </Group>
      </Container>
      {menuUsed && (
        <Suspense fallback={null}>
          <MobileMenu opened={menuOpen} onClose={menu.close} />
        </Suspense>
      )}
    </Box>
  );
}
