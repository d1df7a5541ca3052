import { pgErrorCode } from './pg-error-code';

/** serialization_failure and deadlock_detected: the transaction may simply be run again. */
const RETRYABLE = new Set(['40001', '40P01']);

/**
 * Runs a transaction, and runs it again (up to five times, with a little random back-off) when
 * PostgreSQL aborted it for a serialization failure or a deadlock, so neither reaches a user.
 */
export async function withTransactionRetry<T>(run: () => Promise<T>, attempts = 5): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      const code = pgErrorCode(error);
      if (attempt >= attempts || !code || !RETRYABLE.has(code)) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * attempt));
    }
  }
}
