import { Stack, Text, Title } from '@mantine/core';
import type { ContractDetail, DisputeHistoryEntry } from '@titletrust/shared';
import { DisputeStatement, PARTY_NAMES } from '../../contracts';

interface Props {
  history: readonly DisputeHistoryEntry[];
  contract: Pick<ContractDetail, 'buyer' | 'seller' | 'dispute'>;
}

const ACTIONS: Record<DisputeHistoryEntry['kind'], string> = {
  opened: 'opened the dispute',
  answered: 'answered the dispute',
  message: 'wrote',
};

/**
 * Both sides in their own words, oldest first: the statements with their evidence and the
 * messages the parties sent each other (read-only), so the admin reads what happened in order.
 */
export function DisputeHistory({ history, contract }: Props) {
  const { dispute } = contract;
  const responderRole = dispute?.openerRole === 'buyer' ? 'seller' : 'buyer';
  return (
    <Stack gap="sm" component="section" aria-label="Statements and messages">
      <Title order={4} size="h5">
        Statements and messages, oldest first
      </Title>
      <Stack
        component="ol"
        gap="sm"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
        aria-label="Statements and messages, oldest first"
      >
        {history.map((entry, index) => (
          <li key={`${entry.kind}-${entry.at}-${index}`}>
            <DisputeStatement
              heading={`${entry.authorName} (${PARTY_NAMES[entry.side]}) ${ACTIONS[entry.kind]}`}
              at={entry.at}
              text={entry.text}
              files={entry.files}
            />
          </li>
        ))}
      </Stack>
      {dispute && dispute.response === null && (
        <Text size="sm" c="dimmed">
          {contract[responderRole].name} ({PARTY_NAMES[responderRole]}) has not given their side
          yet.
        </Text>
      )}
    </Stack>
  );
}
