import { Anchor, Button, Card, DataList, Group, Stack, Title } from '@mantine/core';
import type { ContractSummary } from '@titletrust/shared';
import { Link } from 'react-router';
import { formatRelativeTime } from '../../../lib/formatRelativeTime';
import { contractPath } from '../../../lib/contractPath';
import { ContractStateBadge } from '../../../ui/GigBadges';
import { gigPath } from '../../../lib/gigPath';
import { formatMinor } from '../../../lib/moneyText';

export function WonGigCard({ contract }: { contract: ContractSummary }) {
  return (
    <Card withBorder radius="lg" padding="md" component="article" aria-label={contract.gigTitle}>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
          <Title order={3} size="h5" style={{ overflowWrap: 'anywhere' }}>
            <Anchor component={Link} to={gigPath(contract.gigId)} c="inherit" fw={700}>
              {contract.gigTitle}
            </Anchor>
          </Title>
          <ContractStateBadge state={contract.state} />
        </Group>
        <DataList labelWidth={120} gap={4}>
          <DataList.Item>
            <DataList.ItemLabel>Client</DataList.ItemLabel>
            <DataList.ItemValue>{contract.buyer.name}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>Contract price</DataList.ItemLabel>
            <DataList.ItemValue fw={600}>{formatMinor(contract.amountMinor)}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>You receive</DataList.ItemLabel>
            <DataList.ItemValue>
              {formatMinor(contract.payoutMinor)} (fee {formatMinor(contract.feeMinor)})
            </DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>Won</DataList.ItemLabel>
            <DataList.ItemValue>
              {formatRelativeTime(new Date(contract.createdAt))}
            </DataList.ItemValue>
          </DataList.Item>
        </DataList>
        <Group>
          <Button component={Link} to={contractPath(contract.id)} size="xs" variant="light">
            Open the contract
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
