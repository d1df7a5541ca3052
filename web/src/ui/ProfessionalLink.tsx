import { Anchor, type AnchorProps } from '@mantine/core';
import { Link } from 'react-router';
import { publicProfilePath } from '../lib/publicProfilePath';

/** A professional's name wherever it appears (bids, contracts), leading to their public profile. */
export function ProfessionalLink({
  id,
  name,
  ...props
}: { id: string; name: string } & Omit<AnchorProps, 'children'>) {
  return (
    <Anchor component={Link} to={publicProfilePath(id)} {...props}>
      {name}
    </Anchor>
  );
}
