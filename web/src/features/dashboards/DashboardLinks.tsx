import { Button, Group } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import { PAGES, type PageKey } from '@titletrust/shared';
import { Link } from 'react-router';

export interface DashboardLink {
  page: PageKey;
  label: string;
  icon: Icon;
}

/** The pages a dashboard leads to; the first is the one most people want next. */
export function DashboardLinks({ links }: { links: DashboardLink[] }) {
  return (
    <Group gap="sm">
      {links.map(({ page, label, icon: LinkIcon }, index) => (
        <Button
          key={page}
          component={Link}
          to={PAGES[page].path}
          variant={index === 0 ? 'filled' : 'default'}
          leftSection={<LinkIcon size={18} aria-hidden />}
        >
          {label}
        </Button>
      ))}
    </Group>
  );
}
