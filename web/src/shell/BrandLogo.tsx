import { Group, Text, ThemeIcon } from '@mantine/core';
import { IconShieldCheck } from '@tabler/icons-react';
import { Link } from 'react-router';

export function BrandLogo({ inverted = false }: { inverted?: boolean }) {
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
      <Text fw={800} fz="xl" c={inverted ? 'white' : 'dark.8'} lh={1}>
        TitleTrust
      </Text>
    </Group>
  );
}
