import { Button } from '@mantine/core';
import { IconWallet } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { notify } from '../../../lib/notify';
import { RETURN_TO_PARAM } from '../session/returnPath';
import { useWalletSignIn } from './useWalletSignIn';
import { walletFailureMessage } from './walletFailureMessage';

interface Props {
  /** Called once signed in, so the mobile menu closes. */
  onSignedIn?: () => void;
}

/** The header's wallet connect (spec §2): signs in with MetaMask at once; problems are toasts. */
export function ConnectWalletButton({ onSignedIn }: Props) {
  const [searchParams] = useSearchParams();
  const signIn = useWalletSignIn(searchParams.get(RETURN_TO_PARAM));
  return (
    <Button
      variant="light"
      leftSection={<IconWallet size={18} aria-hidden />}
      loading={signIn.isPending}
      onClick={() =>
        signIn.mutate(undefined, {
          onSuccess: onSignedIn,
          onError: (error) => notify.error(walletFailureMessage(error), 'MetaMask'),
        })
      }
    >
      Connect wallet
    </Button>
  );
}
