import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api';
import { onPageRestored } from '../lib/pageShow';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // A 4xx answer will not change by asking again; network trouble and 5xx might.
      retry: (failureCount, error) =>
        failureCount < 2 && !(error instanceof ApiError && error.status < 500),
    },
  },
});

// A page restored from the back-forward cache shows what it held when it was left: everything
// on it is read again, and pages offering money wait for their answers (decision 048).
onPageRestored(() => void queryClient.invalidateQueries());
