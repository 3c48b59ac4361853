import { currencyDecimals } from '../../shared/money.ts';
import { useStoreConfig } from './use-store-config.ts';

/** One currency for every price, read from the server's runtime config (BDT by default). */
const DEFAULT_CURRENCY = 'BDT';

/** The store currency. */
export function useStoreCurrency(): string {
  return useStoreConfig().data?.currency ?? DEFAULT_CURRENCY;
}

/** The keyboard a price field in `currency` asks for: digits only for one without decimals (JPY). */
export function priceInputMode(currency: string): 'numeric' | 'decimal' {
  return currencyDecimals(currency) === 0 ? 'numeric' : 'decimal';
}
