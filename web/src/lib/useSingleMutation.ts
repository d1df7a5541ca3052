import {
  useMutation,
  type DefaultError,
  type UseMutationOptions,
  type UseMutationResult,
} from '@tanstack/react-query';
import { useRef } from 'react';

/**
 * A mutation for what a person does with a button: `mutate` ignores a call while an earlier one
 * is still running, so a double click (or a double tap on a slow phone) sends one request.
 * `isPending` cannot guard it: TanStack Query reports it a tick after `mutate`, and a second
 * click can land in between, posting a gig twice or showing "done" and "failed" toasts together.
 */
export function useSingleMutation<
  Data = unknown,
  Failure = DefaultError,
  Variables = void,
  Context = unknown,
>(
  options: UseMutationOptions<Data, Failure, Variables, Context>,
): UseMutationResult<Data, Failure, Variables, Context> {
  const running = useRef(false);
  const mutation = useMutation({
    ...options,
    // The mutation's own onSettled runs whatever becomes of the page that asked.
    onSettled: (...settled) => {
      running.current = false;
      return options.onSettled?.(...settled);
    },
  });
  const mutate: typeof mutation.mutate = (...asked) => {
    if (running.current) return;
    running.current = true;
    mutation.mutate(...asked);
  };
  return { ...mutation, mutate };
}
