import type { Page } from '@playwright/test';
import type { Hex } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';

/** Polygon Amoy, the chain the app signs in on by default. */
export const AMOY_CHAIN_ID = 80002;

export interface TestWalletOptions {
  /** The same key in another test or context is the same wallet (a returning user). */
  privateKey?: Hex;
  /** Every account request fails with this EIP-1193 error, e.g. { code: 4001 } (user rejected). */
  reject?: { code: number; message?: string };
  /** MetaMask reports itself locked (`_metamask.isUnlocked()` resolves false). */
  locked?: boolean;
  chainId?: number;
  /** Answer eth_requestAccounts with no account at all. */
  noAccounts?: boolean;
}

export interface TestWallet {
  privateKey: Hex;
  address: Hex;
  /** Every message the page asked the wallet to sign, as text. */
  signedMessages: string[];
}

interface ProviderSettings {
  address: Hex;
  chainIdHex: string;
  reject: { code: number; message: string } | null;
  locked: boolean;
  noAccounts: boolean;
}

/** Runs in the page before any of its scripts: a MetaMask look-alike over EIP-1193 and EIP-6963. */
function installProvider(settings: ProviderSettings) {
  // Looked up per call: the binding Playwright exposes is in place by the time anyone signs.
  const sign = (data: string) =>
    (window as unknown as { __testWalletSign: (data: string) => Promise<string> }).__testWalletSign(
      data,
    );
  const fail = () => {
    const { code, message } = settings.reject!;
    return Object.assign(new Error(message), { code });
  };
  const provider = {
    isMetaMask: true,
    _metamask: { isUnlocked: async () => !settings.locked },
    async request({ method, params }: { method: string; params?: unknown[] }) {
      switch (method) {
        case 'eth_requestAccounts':
          if (settings.reject) throw fail();
          return settings.noAccounts ? [] : [settings.address];
        case 'eth_accounts':
          return settings.noAccounts || settings.locked ? [] : [settings.address];
        case 'eth_chainId':
          return settings.chainIdHex;
        case 'personal_sign':
          if (settings.reject) throw fail();
          return sign(String(params?.[0]));
        default:
          throw Object.assign(new Error(`${method} is not supported`), { code: 4200 });
      }
    },
    on() {},
    removeListener() {},
  };
  Object.defineProperty(window, 'ethereum', { value: provider, configurable: true });
  const detail = Object.freeze({
    info: {
      uuid: '5a1e7c1e-0000-4000-8000-e2e000000001',
      name: 'MetaMask',
      icon: 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg"/%3E',
      rdns: 'io.metamask',
    },
    provider,
  });
  const announce = () =>
    window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }));
  window.addEventListener('eip6963:requestProvider', announce);
  announce();
}

/**
 * Gives the page a MetaMask whose signatures are real: the key lives in the test process and
 * signs with viem, so the server verifies exactly what a real wallet would send.
 */
export async function installTestWallet(
  page: Page,
  options: TestWalletOptions = {},
): Promise<TestWallet> {
  const privateKey = options.privateKey ?? generatePrivateKey();
  const account = privateKeyToAccount(privateKey);
  const signedMessages: string[] = [];
  await page.exposeFunction('__testWalletSign', async (data: string) => {
    // personal_sign carries the message hex-encoded; a plain string is signed as it is.
    const isHex = /^0x[0-9a-f]*$/i.test(data);
    signedMessages.push(isHex ? Buffer.from(data.slice(2), 'hex').toString('utf8') : data);
    return account.signMessage({ message: isHex ? { raw: data as Hex } : data });
  });
  await page.addInitScript(installProvider, {
    address: account.address,
    chainIdHex: `0x${(options.chainId ?? AMOY_CHAIN_ID).toString(16)}`,
    reject: options.reject
      ? { code: options.reject.code, message: options.reject.message ?? 'Request rejected' }
      : null,
    locked: options.locked ?? false,
    noAccounts: options.noAccounts ?? false,
  } satisfies ProviderSettings);
  return { privateKey, address: account.address, signedMessages };
}
