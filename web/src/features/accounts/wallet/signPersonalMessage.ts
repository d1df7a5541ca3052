import type { Address, Hex } from 'viem';
import { stringToHex } from 'viem/utils';
import type { EthereumProvider } from './ethereumProvider';
import { WalletError, walletErrorFromProvider } from './WalletError';

/**
 * Has the wallet sign `message` with personal_sign (EIP-191). A refusal or a busy wallet becomes
 * the spec's message for its code (§8); an answer that is not a hex signature is a failure.
 */
export async function signPersonalMessage(
  provider: EthereumProvider,
  address: Address,
  message: string,
): Promise<Hex> {
  let signature: unknown;
  try {
    // personal_sign takes the message as hex-encoded UTF-8; MetaMask shows it decoded.
    signature = await provider.request({
      method: 'personal_sign',
      params: [stringToHex(message), address],
    });
  } catch (error) {
    throw walletErrorFromProvider(error);
  }
  if (typeof signature !== 'string' || !/^0x[0-9a-f]+$/i.test(signature)) {
    throw new WalletError('connectFailed');
  }
  return signature as Hex;
}
