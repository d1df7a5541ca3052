import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessageOf } from '../../lib/api';
import { notify } from '../../lib/notify';
import { markNotificationsRead, notificationsQueryKey } from './notificationsQuery';

/** Marks some notifications (or, without ids, all of them) read; the answer is the new list. */
export function useMarkNotificationsRead(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids?: string[]) => markNotificationsRead(ids),
    // A poll on its way holds the old unread state and must not land after ours: those already
    // out when the change leaves, and those sent while it was on its way.
    onMutate: () => queryClient.cancelQueries({ queryKey: notificationsQueryKey(userId) }),
    onSuccess: async (state) => {
      await queryClient.cancelQueries({ queryKey: notificationsQueryKey(userId) });
      queryClient.setQueryData(notificationsQueryKey(userId), state);
    },
    onError: (error) => notify.error(errorMessageOf(error), 'Notifications not updated'),
  });
}
