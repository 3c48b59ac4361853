import { trpc } from './trpc.ts';

/** DESIGN section 8: one currency for every price, read from the server's runtime config (BDT by default). */
const DEFAULT_CURRENCY = 'BDT';

/** The store currency. The auth provider reads the same config at start, so it is usually cached already. */
export function useStoreCurrency(): string {
  const config = trpc.catalog.storeConfig.useQuery(undefined, { staleTime: Infinity });
  return config.data?.currency ?? DEFAULT_CURRENCY;
}
