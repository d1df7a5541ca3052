import { Button, Divider, SimpleGrid, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconBrandGoogle, IconWallet } from '@tabler/icons-react';
import type { AccountType } from '@titletrust/shared';
import { useState } from 'react';
import {
  ConfirmRegistrationMethodDialog,
  type RegistrationMethod,
} from './ConfirmRegistrationMethodDialog';

const NOT_YET_AVAILABLE =
  'Registering with Google or a crypto wallet is not available yet. Please register with your e-mail address for now.';

interface Props {
  accountType: AccountType | '';
  /** Called instead of opening the dialog when no account type has been chosen yet. */
  onAccountTypeMissing: () => void;
}

/** Google and MetaMask sign-up (spec §2); both confirm the account type first. */
export function AlternativeSignUpButtons({ accountType, onAccountTypeMissing }: Props) {
  const [opened, dialog] = useDisclosure(false);
  const [method, setMethod] = useState<RegistrationMethod>('google');

  const choose = (next: RegistrationMethod) => {
    if (!accountType) return onAccountTypeMissing();
    setMethod(next);
    dialog.open();
  };

  return (
    <Stack gap="sm">
      <Divider label="or" labelPosition="center" />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <Button
          variant="default"
          leftSection={<IconBrandGoogle size={18} aria-hidden />}
          onClick={() => choose('google')}
        >
          Continue with Google
        </Button>
        <Button
          variant="default"
          leftSection={<IconWallet size={18} aria-hidden />}
          onClick={() => choose('wallet')}
        >
          Register with MetaMask
        </Button>
      </SimpleGrid>
      <Text size="xs" c="dimmed" ta="center">
        Google and wallet registration arrive soon.
      </Text>
      {accountType && (
        <ConfirmRegistrationMethodDialog
          opened={opened}
          onClose={dialog.close}
          accountType={accountType}
          method={method}
          onConfirm={dialog.close}
          unavailableReason={NOT_YET_AVAILABLE}
        />
      )}
    </Stack>
  );
}
