import { WALLET_MESSAGES } from '@titletrust/shared';
import { ApiError } from '../../../lib/api';
import { WalletError } from './WalletError';

/** What to tell the person after a failed wallet sign-in or link (spec §8). */
export function walletFailureMessage(error: unknown): string {
  if (error instanceof WalletError) return error.message;
  if (error instanceof ApiError) {
    return error.status === 401 ? WALLET_MESSAGES.verifyFailed : error.message;
  }
  return WALLET_MESSAGES.connectFailed;
}
