import { Anchor } from '@mantine/core';
import { IconUserCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { publicProfilePath } from '../lib/publicProfilePath';

/**
 * A professional's way from their own pages to what clients see of them: the public profile,
 * with the badges and checked numbers as a client reads them.
 */
export function PublicProfileLink({ professionalId }: { professionalId: string }) {
  return (
    <Anchor
      component={Link}
      to={publicProfilePath(professionalId)}
      size="sm"
      fw={600}
      style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}
    >
      <IconUserCircle size={18} aria-hidden />
      View your public profile
    </Anchor>
  );
}
