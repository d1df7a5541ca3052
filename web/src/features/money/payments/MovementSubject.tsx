import { Anchor, Text } from '@mantine/core';
import type { Movement } from '@titletrust/shared';
import { Link } from 'react-router';
import { contractPath } from '../../../lib/contractPath';
import { contractSubject } from './movementSubject';

/** What a movement was for: its gig (a link to the contract), or the memo of a transfer. */
export function MovementSubject({ movement }: { movement: Movement }) {
  if (movement.contractId) {
    return (
      <Anchor component={Link} to={contractPath(movement.contractId)} size="sm">
        {contractSubject(movement)}
      </Anchor>
    );
  }
  // Deposits and withdrawals belong to no gig; their memo says where the money went.
  return (
    <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
      {movement.memo || '—'}
    </Text>
  );
}
