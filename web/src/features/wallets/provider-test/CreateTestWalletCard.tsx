import { Alert, Button, Group, Stack } from '@mantine/core';
import { IconCoins, IconWalletOff } from '@tabler/icons-react';
import type { ProviderWalletView } from '@titletrust/shared';
import { errorMessageOf } from '../../../lib/api';
import { SectionCard } from '../../../ui/SectionCard';
import { TestWalletDetails } from './TestWalletDetails';
import { useCreateTestWallet } from './useCreateTestWallet';

interface Props {
  /** Puts the created wallet into the balance form. */
  onReadBalance: (wallet: ProviderWalletView) => void;
}

export function CreateTestWalletCard({ onReadBalance }: Props) {
  const create = useCreateTestWallet();
  const created = create.data;
  return (
    <SectionCard
      titleId="create-title"
      title="Test wallet"
      description="Creates a wallet through the provider that belongs to no account, to check that creation works end to end."
    >
      {create.isError && (
        <Alert
          color="red"
          title="No wallet was created"
          icon={<IconWalletOff size={18} aria-hidden />}
        >
          {errorMessageOf(create.error)}
        </Alert>
      )}
      {created && (
        <Stack gap="sm" aria-label="Created test wallet" role="group">
          <TestWalletDetails wallet={created} />
          <Group>
            <Button
              variant="default"
              size="sm"
              leftSection={<IconCoins size={16} aria-hidden />}
              onClick={() => onReadBalance(created)}
            >
              Read its balance
            </Button>
          </Group>
        </Stack>
      )}
      <Group>
        <Button loading={create.isPending} onClick={() => create.mutate()}>
          Create a test wallet
        </Button>
      </Group>
    </SectionCard>
  );
}
