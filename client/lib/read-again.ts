import { useCallback } from 'react';
import { useQueryClient, type QueryFilters } from '@tanstack/react-query';

/**
 * What a write calls once it succeeded: reads again every query the filters match, e.g.
 * `readAgain(trpc.orders.pathFilter(), trpc.catalog.pathFilter())` (a path's filter matches its
 * plain and its paged lists alike). The same function for the life of the query client.
 */
export function useReadAgain(): (...filters: QueryFilters[]) => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(
    async (...filters: QueryFilters[]) => {
      await Promise.all(filters.map((filter) => queryClient.invalidateQueries(filter)));
    },
    [queryClient],
  );
}
