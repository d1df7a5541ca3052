import { Alert, Badge, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { errorMessageOf } from '../../../lib/api';
import { notify } from '../../../lib/notify';
import { DetailList } from '../../../ui/DetailList';
import { PROVIDER_LABELS } from './providerLabels';
import { useWalletProviderHealth } from './useWalletProviderHealth';

function HealthDetails() {
  const { data: health, isPending, isError, error } = useWalletProviderHealth();
  if (isPending) {
    return <Skeleton h={140} radius="md" aria-busy="true" aria-label="Checking the provider" />;
  }
  if (isError) {
    return (
      <Alert color="red" title="The provider could not be checked">
        {errorMessageOf(error)}
      </Alert>
    );
  }
  return (
    <DetailList
      termWidth={150}
      details={[
        { term: 'Provider', value: PROVIDER_LABELS[health.provider] },
        {
          term: 'Status',
          value: (
            <Badge color={health.ok ? 'green' : 'red'} variant="light">
              {health.ok ? 'OK' : 'Down'}
            </Badge>
          ),
        },
        {
          term: 'Detail',
          value: (
            <Text span size="sm" c={health.ok ? undefined : 'red'}>
              {health.detail}
            </Text>
          ),
        },
        { term: 'Latency', value: `${health.latencyMs.toLocaleString('en-NG')} ms` },
        {
          term: 'Pending wallets',
          value: `${health.pendingWallets.toLocaleString('en-NG')} still waiting to be created`,
        },
      ]}
    />
  );
}

/** The provider's health, checked on opening and again on request. */
export function ProviderHealthCard() {
  const { refetch, isFetching } = useWalletProviderHealth();
  const recheck = async () => {
    const { data, error } = await refetch();
    if (error) notify.error(errorMessageOf(error), 'Provider not checked');
    else if (data?.ok) notify.success('The wallet provider answered.', 'Provider healthy');
    else if (data) notify.error(data.detail, 'Provider down');
  };
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="health-title">
      <Stack gap="md">
        <Group justify="space-between" gap="sm">
          <Title order={2} size="h3" id="health-title">
            Provider health
          </Title>
          <Button
            variant="light"
            size="sm"
            leftSection={<IconRefresh size={16} aria-hidden />}
            loading={isFetching}
            onClick={() => void recheck()}
          >
            Check again
          </Button>
        </Group>
        <HealthDetails />
      </Stack>
    </Card>
  );
}
