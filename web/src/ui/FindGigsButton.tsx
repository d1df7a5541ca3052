import { Button } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { PAGES } from '@titletrust/shared';
import { Link } from 'react-router';

/** The way from a professional's empty lists to the gigs they could bid on. */
export function FindGigsButton() {
  return (
    <Button
      component={Link}
      to={PAGES.findGigs.path}
      leftSection={<IconSearch size={18} aria-hidden />}
    >
      Find gigs
    </Button>
  );
}
