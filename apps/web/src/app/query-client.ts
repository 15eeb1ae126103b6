import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error';

/** Server state cache. 4xx answers are not retried: asking again would get the same answer. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      retry: (failureCount, error) =>
        !(isApiError(error) && error.statusCode >= 400 && error.statusCode < 500) && failureCount < 2,
    },
  },
});
