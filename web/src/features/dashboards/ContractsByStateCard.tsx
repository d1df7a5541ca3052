import { Card, Group, Stack, Text, Title } from '@mantine/core';
import { CONTRACT_STATES, type ContractState } from '@titletrust/shared';
import { ContractStateBadge } from '../../ui/GigBadges';

const isContractState = (state: string): state is ContractState =>
  (CONTRACT_STATES as readonly string[]).includes(state);

/** How many contracts sit in each state, in lifecycle order; empty states are left out. */
export function ContractsByStateCard({ counts }: { counts: Record<string, number> }) {
  const rows = CONTRACT_STATES.map((state) => [state, counts[state] ?? 0] as const).filter(
    ([, count]) => count > 0,
  );
  const unknown = Object.keys(counts).filter((state) => !isContractState(state));
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="contracts-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="contracts-title">
          Contracts
        </Title>
        {rows.length === 0 && unknown.length === 0 ? (
          <Text size="sm" c="dimmed">
            No contracts yet. A contract starts when a bid is accepted.
          </Text>
        ) : (
          <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {rows.map(([state, count]) => (
              <Group key={state} component="li" justify="space-between">
                <ContractStateBadge state={state} />
                <Text fw={700}>{count}</Text>
              </Group>
            ))}
            {unknown.map((state) => (
              <Group key={state} component="li" justify="space-between">
                <Text size="sm">{state}</Text>
                <Text fw={700}>{counts[state]}</Text>
              </Group>
            ))}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
