import { Alert, Button, Divider, SimpleGrid, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconWallet } from '@tabler/icons-react';
import { WALLET_MESSAGES, type AccountType } from '@titletrust/shared';
import { useState } from 'react';
import { GoogleSignInButton } from '../google/GoogleSignInButton';
import { useGoogleSignIn } from '../google/useGoogleSignIn';
import { useWalletSignIn } from '../wallet/useWalletSignIn';
import { walletFailureMessage } from '../wallet/walletFailureMessage';
import {
  ConfirmRegistrationMethodDialog,
  type RegistrationMethod,
} from './ConfirmRegistrationMethodDialog';

interface Props {
  accountType: AccountType | '';
  /** Called instead of opening the dialog when no account type has been chosen yet. */
  onAccountTypeMissing: () => void;
  returnTo: string | null;
}

/**
 * Google and MetaMask sign-up (spec §2): both confirm the account type first, then start the
 * real flow carrying it (Google: to the server; MetaMask: into the profile-completion form).
 */
export function AlternativeSignUpButtons({ accountType, onAccountTypeMissing, returnTo }: Props) {
  const [opened, dialog] = useDisclosure(false);
  const [method, setMethod] = useState<RegistrationMethod>('google');
  const wallet = useWalletSignIn(returnTo);
  const google = useGoogleSignIn(returnTo);

  const failure =
    method === 'wallet'
      ? wallet.isError && walletFailureMessage(wallet.error)
      : google.isError && WALLET_MESSAGES.googleFailed;

  const choose = (next: RegistrationMethod) => {
    if (!accountType) return onAccountTypeMissing();
    wallet.reset();
    google.reset();
    setMethod(next);
    dialog.open();
  };

  const confirm = () => {
    if (!accountType) return;
    if (method === 'google') return google.mutate(accountType);
    wallet.mutate(accountType, { onSuccess: dialog.close });
  };

  return (
    <Stack gap="sm">
      <Divider label="or" labelPosition="center" />
      {failure && !opened && (
        <Alert color="red" title="Your account was not created">
          {failure}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <GoogleSignInButton loading={google.isRedirecting} onClick={() => choose('google')} />
        <Button
          variant="default"
          leftSection={<IconWallet size={18} aria-hidden />}
          loading={wallet.isPending}
          onClick={() => choose('wallet')}
        >
          Register with MetaMask
        </Button>
      </SimpleGrid>
      {accountType && (
        <ConfirmRegistrationMethodDialog
          opened={opened}
          onClose={dialog.close}
          accountType={accountType}
          method={method}
          onConfirm={confirm}
          confirming={method === 'wallet' ? wallet.isPending : google.isRedirecting}
          error={failure || undefined}
        />
      )}
    </Stack>
  );
}
