import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { OwedSale } from '../../../shared/settlements.ts';
import { fieldError, fill } from '../../test/fields.ts';
import { fakeServer, renderWithProviders } from '../../test/fake-server.tsx';
import { OwedSales } from './owed-sales.tsx';

const SALE: OwedSale = {
  _id: '5a6b7c8d-9e0f-4a1b-8c2d-3e4f5a6b7c8d',
  book: 'The God of Small Things',
  sellerEmail: 'gone@example.com',
  sellerPhone: '+8801711111111',
  buyerEmail: 'buyer@example.com',
  priceMinor: 35000,
  feeMinor: 1750,
  owedMinor: 33250,
  currency: 'BDT',
  completedAt: '2026-11-24T18:30:00.000Z',
};

/** The admin's list with one owed sale, which the store settles once (the list then reads empty). */
function renderList() {
  let owed = [SALE];
  const server = fakeServer({
    'admin.owedToDeletedSellers': () => owed,
    'admin.settleOwed': () => {
      owed = [];
      return { acknowledged: true, matchedCount: 1, modifiedCount: 1, upsertedId: null, upsertedCount: 0 };
    },
  });
  renderWithProviders(<OwedSales />);
  return { server, user: userEvent.setup({ delay: null }) };
}

describe('OwedSales', () => {
  it('lists what a deleted seller is owed, with how to reach them', async () => {
    renderList();
    const section = await screen.findByRole('region', { name: 'Owed to deleted sellers' });
    await within(section).findAllByText('The God of Small Things');
    expect(section.textContent).toContain('gone@example.com');
    expect(section.textContent).toContain('+8801711111111');
    expect(section.textContent).toMatch(/332\.50/);
  });

  it('records a payment made outside the store only with a note, then the sale leaves the list', async () => {
    const { server, user } = renderList();
    const [paidOutside] = await screen.findAllByRole('button', { name: 'Paid outside' });
    await user.click(paidOutside!);
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Record the payment' }));
    expect(fieldError('How you paid them')).toBe('Say how it was settled (a transfer reference, or why the buyer is refunded)');
    expect(server.inputsOf('admin.settleOwed')).toEqual([]);

    await fill(user, within(dialog).getByLabelText('How you paid them'), 'Bank transfer BT-88121');
    await user.click(within(dialog).getByRole('button', { name: 'Record the payment' }));

    await waitFor(() => expect(server.inputsOf('admin.settleOwed')).toEqual([{ id: SALE._id, how: 'paid_outside', note: 'Bank transfer BT-88121' }]));
    expect(await screen.findByText('Nothing is owed to a deleted seller.')).toBeTruthy();
  });
});
