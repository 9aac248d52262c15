import { QueryClient } from '@tanstack/react-query';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // The request layer already shows every failure; a retry would show it again.
      retry: false,
      refetchOnWindowFocus: false,
    },
  },
});
