import { useQuery } from '@tanstack/react-query';
import { useTRPC } from './trpc.ts';

/** The server's default IMAGE_MAX_BYTES, until its config has been read. */
const DEFAULT_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/** The server's public settings (GET /api/config). The auth provider reads them at start, so they are usually cached already. */
export const useStoreConfig = () => useQuery(useTRPC().catalog.storeConfig.queryOptions(undefined, { staleTime: Infinity }));

/** The largest picture the store takes, in bytes: photos are checked against it before they are uploaded. */
export function useImageMaxBytes(): number {
  return useStoreConfig().data?.imageMaxBytes ?? DEFAULT_IMAGE_MAX_BYTES;
}
