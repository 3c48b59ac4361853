import { TRPCError } from '@trpc/server';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { aBook } from '../../test/books.ts';
import { fieldErrors, fill } from '../../test/fields.ts';
import { fakeServer, renderWithProviders, type Handlers } from '../../test/fake-server.tsx';
import { ReportModal } from './report-modal.tsx';

const BOOK = aBook();

const LABELS = ['Reason', 'Note (optional)'] as const;
const reason = () => screen.getByLabelText<HTMLSelectElement>('Reason');
const note = () => screen.getByLabelText<HTMLTextAreaElement>('Note (optional)');
const submit = () => screen.getByRole('button', { name: 'Submit' });

function renderModal(handlers: Handlers = {}) {
  const server = fakeServer(handlers);
  const onClose = vi.fn();
  const user = userEvent.setup({ delay: null });
  renderWithProviders(<ReportModal book={BOOK} onClose={onClose} />);
  return { server, user, onClose };
}

describe('ReportModal', () => {
  it('opens as a modal dialog named after the listing, with the reasons in words', () => {
    renderModal();

    const dialog = screen.getByRole('dialog', { name: 'Report this listing The God of Small Things' });
    expect(dialog).toHaveProperty('open', true);
    expect([...reason().options].map((o) => o.textContent)).toEqual([
      'Choose a reason',
      'Wrong category',
      'Counterfeit or scam',
      'Offensive',
      'Already sold',
      'Other',
    ]);
  });

  it('asks for a reason, next to the list, and sends nothing without one', async () => {
    const { server, user } = renderModal();

    await fill(user, note(), 'The photo is from another site.');
    await user.click(submit());

    expect(fieldErrors(LABELS)).toEqual({ Reason: 'Choose a reason', 'Note (optional)': null });
    expect(document.activeElement).toBe(reason());
    expect(server.calls).toEqual([]);
  });

  it('refuses a note over 500 characters (a paste can get past the field’s limit)', async () => {
    const { server, user } = renderModal();
    await user.selectOptions(reason(), 'Other');
    // maxLength stops typing, not a script or an autofill: set the value as they do.
    fireEvent.change(note(), { target: { value: 'x'.repeat(501) } });

    await user.click(submit());

    expect(fieldErrors(LABELS)).toEqual({ Reason: null, 'Note (optional)': 'Note is at most 500 characters' });
    expect(server.calls).toEqual([]);
  });

  it('sends the reason and the trimmed note for this listing, then closes', async () => {
    const { server, user, onClose } = renderModal({ 'moderation.report': () => ({ acknowledged: true, insertedId: 'r-1' }) });

    await user.selectOptions(reason(), 'Counterfeit or scam');
    await fill(user, note(), '  The photo is from another site.  ');
    await user.click(submit());

    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(server.inputsOf('moderation.report')).toEqual([{ bookId: BOOK._id, reason: 'counterfeit_or_scam', note: 'The photo is from another site.' }]);
    expect(screen.getByRole('dialog', { hidden: true })).toHaveProperty('open', false);
  });

  it("shows the store's refusal in the dialog and keeps it open to try again", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user, onClose } = renderModal({
      'moderation.report': () => {
        throw new TRPCError({ code: 'CONFLICT', message: 'You have already reported this listing.' });
      },
    });

    await user.selectOptions(reason(), 'Offensive');
    await user.click(submit());

    expect((await screen.findByRole('alert')).textContent).toBe('You have already reported this listing.');
    expect(onClose).not.toHaveBeenCalled();
    expect(submit()).toHaveProperty('disabled', false);
  });

  it('closes without sending when Cancel is pressed', async () => {
    const { server, user, onClose } = renderModal();

    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(onClose).toHaveBeenCalledOnce();
    expect(server.calls).toEqual([]);
  });
});
