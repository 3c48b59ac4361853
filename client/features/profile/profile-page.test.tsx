import { fireEvent, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Me } from '../../../shared/users.ts';
import { chooseFile, fieldErrors, picture } from '../../test/fields.ts';
import { fakeAuth, fakeServer, renderWithProviders, type Handlers } from '../../test/fake-server.tsx';
import { ProfilePage } from './profile-page.tsx';

const ME: Me = {
  _id: '2d3e4f5a-6b7c-4d8e-9f0a-1b2c3d4e5f6a',
  name: 'Nadia Rahman',
  email: 'seller@example.com',
  image: '',
  role: 'seller',
  status: 'verified',
  emailVerified: true,
  bio: 'I sell the novels I have read twice.',
};
const LABELS = ['Name', 'Photo', 'Bio'] as const;
const field = (label: string) => screen.getByLabelText<HTMLInputElement | HTMLTextAreaElement>(label);
const save = () => screen.getByRole('button', { name: 'Save profile' });

async function openProfile(handlers: Handlers = {}, auth = fakeAuth()) {
  const server = fakeServer({
    'users.me': () => ME,
    'email.settings': () => ({ bookings: true, payments: true, expiries: true, cancellations: true, messages: true, alerts: 'daily' }),
    ...handlers,
  });
  const user = userEvent.setup({ delay: null });
  renderWithProviders(<ProfilePage />, { auth, path: '/dashboard/profile' });
  await screen.findByRole('button', { name: 'Save profile' });
  return { server, user };
}

describe('ProfilePage', () => {
  it('fills the form from the saved profile and counts the bio against its limit as it is typed', async () => {
    const { user } = await openProfile();

    expect(field('Name').value).toBe('Nadia Rahman');
    expect(field('Bio').value).toBe(ME.bio);
    expect(screen.getByText('36/300')).toBeTruthy();
    expect(screen.getByText('You have no photo yet.')).toBeTruthy();

    await user.type(field('Bio'), ' Pick-up in Dhanmondi.');
    expect(screen.getByText('58/300')).toBeTruthy();
  });

  it('asks for a name, next to the field, and saves nothing without one', async () => {
    const { server, user } = await openProfile();

    await user.clear(field('Name'));
    await user.type(field('Name'), '   ');
    await user.click(save());

    expect(fieldErrors(LABELS)).toEqual({ Name: 'Name is required', Photo: null, Bio: null });
    expect(document.activeElement).toBe(field('Name'));
    expect(server.inputsOf('users.updateProfile')).toEqual([]);
  });

  it('refuses a name or a bio longer than the store keeps (autofill and scripts get past maxLength)', async () => {
    const { user } = await openProfile();

    fireEvent.change(field('Name'), { target: { value: 'N'.repeat(81) } });
    fireEvent.change(field('Bio'), { target: { value: 'b'.repeat(301) } });
    await user.click(save());

    expect(fieldErrors(LABELS)).toEqual({ Name: 'Name is at most 80 characters', Photo: null, Bio: 'Bio is at most 300 characters' });
  });

  it('refuses a photo that is not a picture', async () => {
    const { server, user } = await openProfile();

    chooseFile(field('Photo') as HTMLInputElement, picture(100, 'text/plain', 'notes.txt'));
    await user.click(save());

    expect(fieldErrors(LABELS)).toEqual({ Name: null, Photo: 'Photo must be an image: a JPEG, PNG, WebP or GIF', Bio: null });
    expect(server.inputsOf('users.updateProfile')).toEqual([]);
  });

  it('saves the trimmed name and bio (no photo chosen: none uploaded) and names the sign-in account the same', async () => {
    const updateUserProfile = vi.fn(() => Promise.resolve({ uid: 'uid-reader', email: ME.email, displayName: 'Nadia R.', photoURL: null }));
    const { server, user } = await openProfile(
      { 'users.updateProfile': (input) => ({ ...ME, name: input.name ?? ME.name, bio: input.bio ?? ME.bio }) },
      fakeAuth({ updateUserProfile }),
    );

    await user.clear(field('Name'));
    await user.type(field('Name'), ' Nadia R. ');
    await user.clear(field('Bio'));
    await user.click(save());

    await waitFor(() => expect(updateUserProfile).toHaveBeenCalledWith({ displayName: 'Nadia R.', photoURL: null }));
    expect(server.inputsOf('users.updateProfile')).toEqual([{ name: 'Nadia R.', bio: '' }]);
  });
});
