import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer, renderWithProviders, STORE_CONFIG } from '../../test/fake-server.tsx';
import { BookPrice } from './book-price.tsx';

/** The two prices as a person reads them (the screen-reader labels included). */
const resale = () => screen.getByText(/Resale price:/).parentElement!.textContent;
const original = () => screen.getByText(/Original price:/).parentElement!.textContent;
// Intl puts a no-break space between a currency code and the amount.
const spaced = (text: string) => text.replace(/\u00a0/g, ' ');

describe('BookPrice', () => {
  it('shows the price in the store currency, BDT, until the server says otherwise', () => {
    fakeServer({ 'catalog.storeConfig': () => new Promise(() => undefined) });
    renderWithProviders(<BookPrice priceMinor={35000} />);

    expect(spaced(resale())).toBe('Resale price: BDT 350');
    expect(spaced(original())).toBe('Original price: BDT 450');
  });

  it("shows the prices in the currency the store's config names, the original struck through", async () => {
    fakeServer({ 'catalog.storeConfig': () => ({ ...STORE_CONFIG, currency: 'USD' }) });
    renderWithProviders(<BookPrice priceMinor={35050} />);

    await waitFor(() => expect(resale()).toBe('Resale price: $350.50'));
    expect(original()).toBe('Original price: $450.50');
    expect(screen.getByText(/Original price:/).closest('del')).not.toBeNull();
  });

  it('shows whole amounts without decimals and other amounts with both cents', async () => {
    fakeServer({ 'catalog.storeConfig': () => ({ ...STORE_CONFIG, currency: 'EUR' }) });
    const { rerender } = renderWithProviders(<BookPrice priceMinor={1_234_500} />);
    await waitFor(() => expect(resale()).toBe('Resale price: €12,345'));
    expect(original()).toBe('Original price: €12,445');

    rerender(<BookPrice priceMinor={105} />);
    expect(resale()).toBe('Resale price: €1.05');
    expect(original()).toBe('Original price: €101.05');
  });
});
