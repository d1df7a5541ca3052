import { idempotencyKeyHeader } from '@titletrust/shared';
import type { UseMutationOptions } from '@tanstack/react-query';
import { useRef } from 'react';
import { ApiError } from './api';
import { useSingleMutation } from './useSingleMutation';

/**
 * Whether the server may not have seen (or finished) the request, so a retry must carry the
 * same key: network failures, server faults, and "the first is still in progress".
 */
function mayRetryWithSameKey(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  return error.status === 0 || error.status >= 500 || error.code === 'IDEMPOTENCY_KEY_IN_USE';
}

/**
 * A mutation that moves money. Each intended movement gets one Idempotency-Key, kept when the
 * outcome is unknown (so pressing "Try again" can never pay twice) and renewed once the server
 * has answered for it (success, or a refusal such as insufficient funds). A second press while
 * the first runs sends nothing.
 */
export function useMoneyMutation<Data, Variables = void>(
  options: Omit<UseMutationOptions<Data, Error, Variables>, 'mutationFn'> & {
    mutationFn: (variables: Variables, headers: Record<string, string>) => Promise<Data>;
  },
) {
  const key = useRef<string>(crypto.randomUUID());
  // A different request (another amount, another address) is a different movement.
  const keyFor = useRef<string>(undefined);
  const { mutationFn, onSuccess, onError, ...rest } = options;
  return useSingleMutation<Data, Error, Variables>({
    ...rest,
    mutationFn: (variables) => {
      const asked = JSON.stringify(variables ?? null);
      if (keyFor.current !== undefined && keyFor.current !== asked)
        key.current = crypto.randomUUID();
      keyFor.current = asked;
      return mutationFn(variables, { [idempotencyKeyHeader]: key.current });
    },
    onSuccess: (...args) => {
      key.current = crypto.randomUUID();
      return onSuccess?.(...args);
    },
    onError: (error, ...args) => {
      if (!mayRetryWithSameKey(error)) key.current = crypto.randomUUID();
      return onError?.(error, ...args);
    },
  });
}
