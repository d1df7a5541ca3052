import { WALLET_ERROR_CODES, WALLET_MESSAGES } from '@titletrust/shared';

export type WalletProblem = keyof typeof WALLET_MESSAGES;

/** A wallet sign-in failure that the spec names; its message is the spec's text (§8). */
export class WalletError extends Error {
  constructor(readonly problem: WalletProblem) {
    super(WALLET_MESSAGES[problem]);
    this.name = 'WalletError';
  }
}

function codeOf(error: unknown): unknown {
  if (typeof error !== 'object' || error === null) return undefined;
  const { code } = error as { code?: unknown };
  return code;
}

/** Maps an error thrown by a provider request to the spec's message for its EIP-1193 code. */
export function walletErrorFromProvider(error: unknown): WalletError {
  if (error instanceof WalletError) return error;
  switch (codeOf(error)) {
    case WALLET_ERROR_CODES.userRejected:
      return new WalletError('userRejected');
    case WALLET_ERROR_CODES.requestPending:
      return new WalletError('requestPending');
    case WALLET_ERROR_CODES.internalError:
      return new WalletError('internalError');
    default:
      return new WalletError('connectFailed');
  }
}
