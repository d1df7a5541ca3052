import { connectBrowserWallet, signWithBrowserWallet, type ConnectedWallet } from './browserWallet';
import {
  checkSignatureOnServer,
  type SignatureCheck,
  type SignedMessage,
} from './checkSignatureOnServer';
import { useSingleMutation } from '../../lib/useSingleMutation';

export interface CheckedSignature {
  signed: SignedMessage;
  check: SignatureCheck;
}

/** What the demo appends to show that a signature covers its exact message. */
export const CHANGED_MESSAGE_SUFFIX = ' (changed after signing)';

/**
 * The demo's three steps: connect MetaMask, sign a message and have the server check it, then
 * send the same signature with a changed message to see the server refuse it.
 */
export function useSignatureDemo() {
  const connect = useSingleMutation({ mutationFn: connectBrowserWallet });
  const signAndCheck = useSingleMutation({
    mutationFn: async ({
      wallet,
      message,
    }: {
      wallet: ConnectedWallet;
      message: string;
    }): Promise<CheckedSignature> => {
      const signature = await signWithBrowserWallet(wallet, message);
      const signed = { address: wallet.address, message, signature };
      return { signed, check: await checkSignatureOnServer(signed) };
    },
  });
  const checkChanged = useSingleMutation({
    mutationFn: async (original: SignedMessage): Promise<CheckedSignature> => {
      const signed = { ...original, message: `${original.message}${CHANGED_MESSAGE_SUFFIX}` };
      return { signed, check: await checkSignatureOnServer(signed) };
    },
  });
  return { connect, signAndCheck, checkChanged };
}
