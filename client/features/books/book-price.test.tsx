import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer, renderWithProviders, STORE_CONFIG } from '../../test/fake-server.tsx';
import { BookPrice } from './book-price.tsx';

/** The two prices as a person reads them (the screen-reader labels included). */
const resale = () => screen.getByText(/Resale price:/).parentElement!.textContent;
const whenNew = () => screen.getByText(/Price when new:/).parentElement!.textContent;
// Intl puts a no-break space between a currency code and the amount.
const spaced = (text: string) => text.replace(/\u00a0/g, ' ');

describe('BookPrice', () => {
  it('shows the price in the store currency, BDT, until the server says otherwise', () => {
    fakeServer({ 'catalog.storeConfig': () => new Promise(() => undefined) });
    renderWithProviders(<BookPrice book={{ priceMinor: 35000, originalPriceMinor: 55000 }} />);

    expect(spaced(resale())).toBe('Resale price: BDT 350');
    expect(spaced(whenNew())).toBe('Price when new: BDT 550');
  });

  it("shows the prices in the currency the store's config names, the price when new struck through", async () => {
    fakeServer({ 'catalog.storeConfig': () => ({ ...STORE_CONFIG, currency: 'USD' }) });
    renderWithProviders(<BookPrice book={{ priceMinor: 35050, originalPriceMinor: 45000 }} />);

    await waitFor(() => expect(resale()).toBe('Resale price: $350.50'));
    expect(whenNew()).toBe('Price when new: $450');
    expect(screen.getByText(/Price when new:/).closest('del')).not.toBeNull();
  });

  it('strikes nothing through when the seller gave no price when new', () => {
    fakeServer({ 'catalog.storeConfig': () => new Promise(() => undefined) });
    const { container } = renderWithProviders(<BookPrice book={{ priceMinor: 35000, originalPriceMinor: null }} />);

    expect(spaced(resale())).toBe('Resale price: BDT 350');
    expect(container.querySelector('del')).toBeNull();
  });

  it('shows whole amounts without decimals and other amounts with both cents', async () => {
    fakeServer({ 'catalog.storeConfig': () => ({ ...STORE_CONFIG, currency: 'EUR' }) });
    const { rerender } = renderWithProviders(<BookPrice book={{ priceMinor: 1_234_500, originalPriceMinor: 1_500_000 }} />);
    await waitFor(() => expect(resale()).toBe('Resale price: €12,345'));
    expect(whenNew()).toBe('Price when new: €15,000');

    rerender(<BookPrice book={{ priceMinor: 105, originalPriceMinor: 10105 }} />);
    expect(resale()).toBe('Resale price: €1.05');
    expect(whenNew()).toBe('Price when new: €101.05');
  });

  it.each([
    ['JPY', 350, 'Resale price: ¥350'],
    ['BDT', 35050, 'Resale price: BDT 350.50'],
    ['KWD', 350125, 'Resale price: KWD 350.125'],
  ])('shows %s in its own decimals: %i minor units read "%s"', async (currency, priceMinor, shown) => {
    fakeServer({ 'catalog.storeConfig': () => ({ ...STORE_CONFIG, currency }) });
    renderWithProviders(<BookPrice book={{ priceMinor, originalPriceMinor: null }} />);

    await waitFor(() => expect(spaced(resale())).toBe(shown));
  });
});
