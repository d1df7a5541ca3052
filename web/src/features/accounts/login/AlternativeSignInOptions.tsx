import { Alert, Button, Divider, Stack } from '@mantine/core';
import { IconWallet } from '@tabler/icons-react';
import { WALLET_MESSAGES } from '@titletrust/shared';
import { GoogleSignInButton } from '../google/GoogleSignInButton';
import { useGoogleSignIn } from '../google/useGoogleSignIn';
import { useWalletSignIn } from '../wallet/useWalletSignIn';
import { walletFailureMessage } from '../wallet/walletFailureMessage';

/** Spec §2: /login's wallet and social sign-in. Each attempt clears the other's old error. */
export function AlternativeSignInOptions({ returnTo }: { returnTo: string | null }) {
  const wallet = useWalletSignIn(returnTo);
  const google = useGoogleSignIn(returnTo);
  const failure = wallet.isError
    ? walletFailureMessage(wallet.error)
    : google.isError
      ? WALLET_MESSAGES.googleFailed
      : undefined;

  return (
    <Stack gap="sm" id="wallet" component="section" aria-label="Other ways to sign in">
      <Divider label="or" labelPosition="center" />
      {failure && (
        <Alert color="red" title="You are not signed in">
          {failure}
        </Alert>
      )}
      {/* One under the other: side by side, the sign-in card cut both labels short. */}
      <Stack gap="sm">
        <Button
          variant="default"
          fullWidth
          leftSection={<IconWallet size={18} aria-hidden />}
          loading={wallet.isPending}
          onClick={() => {
            google.reset();
            wallet.mutate(undefined);
          }}
        >
          Sign in with MetaMask
        </Button>
        <GoogleSignInButton
          loading={google.isRedirecting}
          onClick={() => {
            wallet.reset();
            google.mutate(undefined);
          }}
        />
      </Stack>
    </Stack>
  );
}
