import { formatMoney, ORIGINAL_PRICE_MARKUP_MINOR } from '../../../shared/money.ts';
import { useStoreCurrency } from '../../lib/use-store-currency.ts';

/** The resale price beside the original price (resale + 100, SPEC section 9), struck through. */
export function BookPrice({ priceMinor }: { priceMinor: number }) {
  const currency = useStoreCurrency();
  return (
    <p className="flex grow-0 flex-wrap items-baseline gap-x-2">
      <span className="text-secondary text-2xl font-bold">
        <span className="sr-only">Resale price: </span>
        {formatMoney(priceMinor, currency)}
      </span>
      <del className="text-base-content/70 text-sm">
        <span className="sr-only">Original price: </span>
        {formatMoney(priceMinor + ORIGINAL_PRICE_MARKUP_MINOR, currency)}
      </del>
    </p>
  );
}
