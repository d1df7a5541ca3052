import { Group, Text, ThemeIcon } from '@mantine/core';
import { IconShieldCheck } from '@tabler/icons-react';
import { Link } from 'react-router';

/**
 * The logo and the name. `compactOnPhones`: the signed-in header also holds the balance, the
 * messages and the bell, so below 420 px the name gives way and the shield alone links home.
 */
export function BrandLogo({
  inverted = false,
  compactOnPhones = false,
}: {
  inverted?: boolean;
  compactOnPhones?: boolean;
}) {
  return (
    <Group
      renderRoot={(props) => <Link to="/" {...props} />}
      gap={8}
      wrap="nowrap"
      aria-label="TitleTrust home"
      style={{ textDecoration: 'none' }}
    >
      <ThemeIcon size={34} radius="md" variant={inverted ? 'white' : 'filled'}>
        <IconShieldCheck size={22} aria-hidden />
      </ThemeIcon>
      <Text
        fw={800}
        fz="xl"
        c={inverted ? 'white' : 'dark.8'}
        lh={1}
        className={compactOnPhones ? 'wordmark-wide-screens' : undefined}
      >
        TitleTrust
      </Text>
    </Group>
  );
}
