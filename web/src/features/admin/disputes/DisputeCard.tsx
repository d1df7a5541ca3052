import { Alert, Anchor, Badge, Card, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { ADMIN_MESSAGES, type ContractDetail, type DisputeHistoryEntry } from '@titletrust/shared';
import { Link } from 'react-router';
import { DetailList } from '../../../ui/DetailList';
import { latestFirst } from '../../contracts';
import { formatMinor } from '../../../lib/moneyText';
import { contractPath } from '../../../lib/contractPath';
import { DeliveryView } from './DeliveryView';
import { DisputeHistory } from './DisputeHistory';
import { ResolveDisputeForm } from './ResolveDisputeForm';

/** One disputed contract with everything needed to decide it, and the decision form. */
export function DisputeCard({
  contract,
  history,
}: {
  contract: ContractDetail;
  history: readonly DisputeHistoryEntry[];
}) {
  const titleId = `dispute-${contract.id}`;
  const deliveries = latestFirst(contract.deliveries);
  return (
    <Card withBorder radius="lg" padding="lg" component="article" aria-labelledby={titleId}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Title order={3} size="h4" id={titleId} style={{ overflowWrap: 'anywhere' }}>
            <Anchor component={Link} to={contractPath(contract.id)} inherit>
              {contract.gigTitle}
            </Anchor>
          </Title>
          <Badge color="red" variant="light" tt="none">
            Disputed
          </Badge>
        </Group>
        <DetailList
          details={[
            { term: 'Client', value: contract.buyer.name },
            { term: 'Professional', value: contract.seller.name },
            {
              term: 'Held in escrow',
              value: <Text fw={700}>{formatMinor(contract.heldMinor, contract.currency)}</Text>,
            },
            { term: 'Contract price', value: formatMinor(contract.amountMinor, contract.currency) },
          ]}
        />
        <DisputeHistory history={history} contract={contract} />
        <Divider />
        {deliveries.length === 0 ? (
          <Text size="sm" c="dimmed">
            Nothing was delivered before the dispute.
          </Text>
        ) : (
          deliveries.map((delivery) => <DeliveryView key={delivery.id} delivery={delivery} />)
        )}
        <Divider />
        {contract.viewerRole === 'admin' ? (
          <ResolveDisputeForm contract={contract} />
        ) : (
          <Alert color="gray" variant="light" title="Not yours to decide">
            {ADMIN_MESSAGES.cannotDecideOwnDispute}
          </Alert>
        )}
      </Stack>
    </Card>
  );
}
