import { Stack, Text } from '@mantine/core';
import type { ContractDetail, Dispute } from '@titletrust/shared';
import { DisputeStatement, PARTY_NAMES } from '../../contracts';

interface Props {
  dispute: Dispute;
  parties: Pick<ContractDetail, 'buyer' | 'seller'>;
}

/** Both sides in their own words: who opened the dispute and why, and the other's answer. */
export function DisputeStatements({ dispute, parties }: Props) {
  const responderRole = dispute.openerRole === 'buyer' ? 'seller' : 'buyer';
  const responder = `${parties[responderRole].name} (${PARTY_NAMES[responderRole]})`;
  return (
    <Stack gap="sm">
      <DisputeStatement
        heading={`${dispute.openerName} (${PARTY_NAMES[dispute.openerRole]}) opened it`}
        at={dispute.createdAt}
        text={dispute.reason}
      />
      {dispute.response === null ? (
        <Text size="sm" c="dimmed">
          {responder} has not given their side yet.
        </Text>
      ) : (
        <DisputeStatement
          heading={`${responder} answered`}
          at={dispute.respondedAt}
          text={dispute.response}
        />
      )}
    </Stack>
  );
}
