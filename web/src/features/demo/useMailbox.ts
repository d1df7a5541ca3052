import { mailboxResponseSchema } from '@titletrust/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api';

export function useMailbox() {
  return useQuery({
    queryKey: ['demo', 'mailbox'],
    queryFn: async () => {
      const { messages } = await apiRequest('/demo/mailbox', mailboxResponseSchema);
      return [...messages].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    },
    staleTime: 0,
  });
}
