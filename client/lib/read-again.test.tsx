import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { useReadAgain } from './read-again.ts';

function queryClientWith(keys: string[][]): QueryClient {
  const queryClient = new QueryClient();
  for (const key of keys) queryClient.setQueryData(key, 'cached');
  return queryClient;
}

const staleKeys = (queryClient: QueryClient) =>
  queryClient
    .getQueryCache()
    .findAll({ stale: true })
    .map((query) => query.queryKey.join('.'))
    .sort();

describe('useReadAgain', () => {
  it('marks every query the filters match for reading again, and leaves the others as they are', async () => {
    const queryClient = queryClientWith([
      ['orders', 'mine'],
      ['orders', 'all'],
      ['catalog', 'categories'],
      ['users', 'me'],
    ]);
    queryClient.setDefaultOptions({ queries: { staleTime: Infinity } });
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
    const { result, rerender } = renderHook(() => useReadAgain(), { wrapper });
    const first = result.current;

    await result.current({ queryKey: ['orders'] }, { queryKey: ['catalog', 'categories'] });

    expect(staleKeys(queryClient)).toEqual(['catalog.categories', 'orders.all', 'orders.mine']);
    rerender();
    // The same function from one render to the next, so callbacks that depend on it stay the same too.
    expect(result.current).toBe(first);
  });
});
