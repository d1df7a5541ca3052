import {
  ActionIcon,
  Anchor,
  Box,
  Container,
  Group,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconCopy, IconLock } from '@tabler/icons-react';
import { CONTACT, PAGES, SERVICE_CATEGORIES } from '@titletrust/shared';
import { Link } from 'react-router';
import { copyToClipboard } from '../lib/clipboard';
import { BrandLogo } from './BrandLogo';

// The browser's own hint on hover: a Mantine tooltip would bring its positioning library
// (about 20 KB) to every page's footer (decision 033).
function CopyButton({ value, what }: { value: string; what: string }) {
  const label = `Copy ${what.toLowerCase()}`;
  return (
    <ActionIcon
      variant="subtle"
      color="gray.4"
      size="sm"
      aria-label={label}
      title={label}
      onClick={() => void copyToClipboard(value, what)}
    >
      <IconCopy size={14} aria-hidden />
    </ActionIcon>
  );
}

const FOOTER_TEXT = 'var(--mantine-color-gray-4)';

export default function SiteFooter() {
  return (
    <Box component="footer" bg="dark.8" c="gray.3" py={48} mt="xl">
      <Container size="lg">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="xl">
          <Stack gap="sm">
            <BrandLogo inverted />
            <Text size="sm" c={FOOTER_TEXT}>
              Verified Nigerian lawyers and surveyors check the property before you buy. Your
              payment waits in escrow until you approve their work.
            </Text>
            <Group gap={6} wrap="nowrap">
              <IconLock size={16} aria-hidden />
              <Text size="sm" fw={600} c="white">
                Payments protected by escrow
              </Text>
            </Group>
          </Stack>

          <Stack gap="xs" component="nav" aria-label="Services">
            <Title order={2} size="h5" c="white">
              Services
            </Title>
            {SERVICE_CATEGORIES.map((service) => (
              <Anchor
                key={service.slug}
                component={Link}
                to={`/#service-${service.slug}`}
                size="sm"
                c={FOOTER_TEXT}
              >
                {service.name}
              </Anchor>
            ))}
          </Stack>

          <Stack gap="xs" component="nav" aria-label="Company">
            <Title order={2} size="h5" c="white">
              TitleTrust
            </Title>
            <Anchor component={Link} to="/#how-it-works" size="sm" c={FOOTER_TEXT}>
              How it works
            </Anchor>
            <Anchor component={Link} to="/#payments" size="sm" c={FOOTER_TEXT}>
              Payments in naira
            </Anchor>
            <Anchor component={Link} to="/register" size="sm" c={FOOTER_TEXT}>
              Join as a legal professional
            </Anchor>
            <Anchor component={Link} to="/login" size="sm" c={FOOTER_TEXT}>
              Sign in
            </Anchor>
            <Anchor href="/api/docs" size="sm" c={FOOTER_TEXT}>
              API documentation
            </Anchor>
            <Anchor component={Link} to={PAGES.terms.path} size="sm" c={FOOTER_TEXT}>
              {PAGES.terms.title}
            </Anchor>
            <Anchor component={Link} to={PAGES.privacy.path} size="sm" c={FOOTER_TEXT}>
              {PAGES.privacy.title}
            </Anchor>
          </Stack>

          <Stack gap="xs" component="address" style={{ fontStyle: 'normal' }} aria-label="Contact">
            <Title order={2} size="h5" c="white">
              Contact us
            </Title>
            <Group gap={4} wrap="nowrap">
              <Anchor href={`mailto:${CONTACT.email}`} size="sm" c={FOOTER_TEXT}>
                {CONTACT.email}
              </Anchor>
              <CopyButton value={CONTACT.email} what="Email address" />
            </Group>
            <Group gap={4} wrap="nowrap">
              <Anchor href={CONTACT.phoneHref} size="sm" c={FOOTER_TEXT}>
                {CONTACT.phone}
              </Anchor>
              <CopyButton value={CONTACT.phone} what="Phone number" />
            </Group>
            <Text size="sm" c={FOOTER_TEXT}>
              {CONTACT.address}
            </Text>
            <Text size="sm" c={FOOTER_TEXT}>
              {CONTACT.hours}
            </Text>
          </Stack>
        </SimpleGrid>
        <Text size="xs" c="gray.5" mt={40} ta="center">
          © {new Date().getFullYear()} TitleTrust. Amounts are in naira, paid in by card, bank
          transfer or USSD and paid out to Nigerian bank accounts; jobs can also be priced in USDC,
          a US-dollar stablecoin.
        </Text>
      </Container>
    </Box>
  );
}
