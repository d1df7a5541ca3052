import { WalletError } from './WalletError';

let attemptInProgress = false;

/**
 * One wallet request at a time across the whole page: the header, /login, /register and
 * /profile buttons share MetaMask, which cannot show two requests at once.
 */
export async function runExclusiveWalletAttempt<T>(attempt: () => Promise<T>): Promise<T> {
  if (attemptInProgress) throw new WalletError('connectionInProgress');
  attemptInProgress = true;
  try {
    return await attempt();
  } finally {
    attemptInProgress = false;
  }
}
