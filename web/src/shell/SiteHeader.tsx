import { Box, Burger, Button, Container, Divider, Drawer, Group, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconWallet } from '@tabler/icons-react';
import { Link } from 'react-router';
import { BrandLogo } from './BrandLogo';

const SECTION_LINKS = [
  { label: 'How it works', to: '/#how-it-works' },
  { label: 'Services', to: '/#services' },
  { label: 'Reviews', to: '/#reviews' },
];

/** Signed-out header (spec §2): sign in, register and wallet connect. */
export function SiteHeader() {
  const [menuOpen, menu] = useDisclosure(false);

  const accountActions = (
    <>
      <Button component={Link} to="/login" variant="default" onClick={menu.close}>
        Sign in
      </Button>
      <Button component={Link} to="/register" onClick={menu.close}>
        Register
      </Button>
      <Button
        component={Link}
        to="/login#wallet"
        variant="light"
        leftSection={<IconWallet size={18} aria-hidden />}
        onClick={menu.close}
      >
        Connect wallet
      </Button>
    </>
  );

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
          <Group gap="xs" visibleFrom="lg" component="nav" aria-label="Sections">
            {SECTION_LINKS.map((link) => (
              <Button key={link.to} component={Link} to={link.to} variant="subtle" color="dark">
                {link.label}
              </Button>
            ))}
          </Group>
          <Group gap="sm" visibleFrom="md" wrap="nowrap">
            {accountActions}
          </Group>
          <Burger
            opened={menuOpen}
            onClick={menu.toggle}
            hiddenFrom="md"
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          />
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
          {accountActions}
        </Stack>
      </Drawer>
    </Box>
  );
}
