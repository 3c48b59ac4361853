import { useStoreConfig } from './use-store-config.ts';

/** One currency for every price, read from the server's runtime config (BDT by default). */
const DEFAULT_CURRENCY = 'BDT';

/** The store currency. */
export function useStoreCurrency(): string {
  return useStoreConfig().data?.currency ?? DEFAULT_CURRENCY;
}
