import {
  PAGE_SESSION_ELEMENT_ID,
  type SessionResponse,
  type SessionUser,
} from '@titletrust/shared';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { takePageData } from '../../../lib/pageData';
import { loadSessionResponseSchema } from './sessionQueries';

export const SESSION_QUERY_KEY = ['session'] as const;

export async function fetchSessionUser(): Promise<SessionUser | null> {
  return (await apiRequest('/accounts/session', loadSessionResponseSchema)).user;
}

/**
 * The signed-in user, or null when signed out. The cookie is httpOnly: only the server knows,
 * and it sends the answer with the page; later the API is asked.
 */
export function useSession() {
  return useQuery({
    queryKey: SESSION_QUERY_KEY,
    queryFn: fetchSessionUser,
    initialData: () => takePageData<SessionResponse>(PAGE_SESSION_ELEMENT_ID)?.user,
    staleTime: 60_000,
    refetchOnWindowFocus: true,
  });
}

/** Stores a user the API just returned, so guards and the header see it before any refetch. */
export function storeSessionUser(queryClient: QueryClient, user: SessionUser | null) {
  queryClient.setQueryData(SESSION_QUERY_KEY, user);
}
