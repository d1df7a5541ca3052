import {
  walletNonceResponseSchema,
  type AppConfig,
  type WalletSignature,
} from '@titletrust/shared';
import { apiRequest } from '../../../lib/api';
import { buildSignInMessage, chainIdForSignIn, parseChainId } from './buildSignInMessage';
import { connectMetaMask } from './connectMetaMask';
import type { EthereumProvider } from './ethereumProvider';
import { signPersonalMessage } from './signPersonalMessage';

async function readChainId(provider: EthereumProvider): Promise<number | undefined> {
  try {
    return parseChainId(await provider.request({ method: 'eth_chainId' }));
  } catch {
    // Without an answer the message names our default chain, which the server accepts.
    return undefined;
  }
}

async function requestNonce(): Promise<string> {
  return (await apiRequest('/accounts/wallet/nonce', walletNonceResponseSchema, { method: 'POST' }))
    .nonce;
}

/**
 * Connects MetaMask and has it sign a fresh Sign-In with Ethereum message carrying the server's
 * single-use nonce. Only the server decides whether the signature is good.
 */
export async function createWalletProof(wallet: AppConfig['wallet']): Promise<WalletSignature> {
  const { provider, address } = await connectMetaMask();
  const [nonce, walletChainId] = await Promise.all([requestNonce(), readChainId(provider)]);
  const message = buildSignInMessage({
    address,
    chainId: chainIdForSignIn(walletChainId, wallet),
    nonce,
    location: window.location,
  });

  const signature = await signPersonalMessage(provider, address, message);
  return { message, signature };
}
