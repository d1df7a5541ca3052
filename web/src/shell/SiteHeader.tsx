import { Box, Burger, Button, Container, Divider, Drawer, Group, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link } from 'react-router';
import { useSession } from '../features/accounts/session/useSession';
import { MessagesNavLink } from '../features/messages/MessagesNavLink';
import { NotificationsBell } from '../features/notifications/NotificationsBell';
import { BrandLogo } from './BrandLogo';
import { HeaderAccountActions } from './HeaderAccountActions';
import { HeaderBalance } from './HeaderBalance';

const SECTION_LINKS = [
  { label: 'How it works', to: '/#how-it-works' },
  { label: 'Services', to: '/#services' },
  { label: 'Reviews', to: '/#reviews' },
];

/** The site header (spec §2); the account actions depend on who is signed in. */
export function SiteHeader() {
  const [menuOpen, menu] = useDisclosure(false);
  const { data: user } = useSession();

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
          <BrandLogo />
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
                account actions are in the menu. */}
            <HeaderBalance />
            <MessagesNavLink />
            <NotificationsBell />
            <Burger
              opened={menuOpen}
              onClick={menu.toggle}
              hiddenFrom="md"
              aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            />
          </Group>
        </Group>
      </Container>
      <Drawer
        opened={menuOpen}
        onClose={menu.close}
        title="Menu"
        position="right"
        size="xs"
        hiddenFrom="md"
      >
        <Stack gap="sm">
          {SECTION_LINKS.map((link) => (
            <Button
              key={link.to}
              component={Link}
              to={link.to}
              variant="subtle"
              color="dark"
              justify="flex-start"
              onClick={menu.close}
            >
              {link.label}
            </Button>
          ))}
          <Divider />
          <HeaderAccountActions onAction={menu.close} stacked />
        </Stack>
      </Drawer>
    </Box>
  );
}
