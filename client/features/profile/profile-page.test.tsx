import { fireEvent, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_STORAGE_KEY } from '../../../shared/constants.ts';
import type { Me } from '../../../shared/users.ts';
import { chooseFile, fieldErrors, picture } from '../../test/fields.ts';
import { fakeAuth, fakeServer, renderWithProviders, STORE_CONFIG, type Handlers, type RestHandlers } from '../../test/fake-server.tsx';
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
  language: 'en',
  banglaDigits: true,
};
const LABELS = ['Name', 'Photo', 'Bio'] as const;
const field = (label: string) => screen.getByLabelText<HTMLInputElement | HTMLTextAreaElement>(label);
const save = () => screen.getByRole('button', { name: 'Save profile' });
const MB = 1024 * 1024;

async function openProfile(handlers: Handlers = {}, auth = fakeAuth(), rest: RestHandlers = {}) {
  const server = fakeServer(
    {
      'catalog.storeConfig': () => STORE_CONFIG,
      'users.me': () => ME,
      'email.settings': () => ({ bookings: true, offers: true, payments: true, expiries: true, cancellations: true, messages: true, alerts: 'daily' }),
      ...handlers,
    },
    rest,
  );
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

  it('offers the same picture types as the other photo fields', async () => {
    await openProfile();

    expect(field('Photo').getAttribute('accept')).toBe('image/png,image/jpeg,image/webp,image/gif');
  });

  it.each([
    ['not a picture', picture(100, 'text/plain', 'notes.txt')],
    ['a picture of a type the store does not take', picture(100, 'image/svg+xml', 'me.svg')],
  ])('refuses a photo that is %s, as the add-book photo does', async (_what, file) => {
    const upload = vi.fn(() => Response.json({ data: { display_url: '/images/x.webp' } }));
    const { server, user } = await openProfile({}, fakeAuth(), { 'POST /api/images': upload });

    chooseFile(field('Photo') as HTMLInputElement, file);
    await user.click(save());

    expect(fieldErrors(LABELS)).toEqual({ Name: null, Photo: 'The photo must be a JPEG, PNG, WebP or GIF picture.', Bio: null });
    expect(document.activeElement).toBe(field('Photo'));
    expect(upload).not.toHaveBeenCalled();
    expect(server.inputsOf('users.updateProfile')).toEqual([]);
  });

  it("refuses a photo over the store's limit, naming it, before uploading it", async () => {
    const upload = vi.fn(() => Response.json({ data: { display_url: '/images/x.webp' } }));
    const { server, user } = await openProfile({ 'catalog.storeConfig': () => ({ ...STORE_CONFIG, imageMaxBytes: 1 * MB }) }, fakeAuth(), {
      'POST /api/images': upload,
    });

    chooseFile(field('Photo') as HTMLInputElement, picture(1.5 * MB, 'image/webp', 'large.webp'));
    await user.click(save());

    expect(fieldErrors(LABELS)).toEqual({ Name: null, Photo: 'The photo is 1.5 MB; the limit is 1 MB.', Bio: null });
    expect(upload).not.toHaveBeenCalled();
    expect(server.inputsOf('users.updateProfile')).toEqual([]);
  });

  it('says what is wrong with the name and the photo at once', async () => {
    const { user } = await openProfile();

    await user.clear(field('Name'));
    chooseFile(field('Photo') as HTMLInputElement, picture(100, 'text/plain', 'notes.txt'));
    await user.click(save());

    expect(fieldErrors(LABELS)).toEqual({ Name: 'Name is required', Photo: 'The photo must be a JPEG, PNG, WebP or GIF picture.', Bio: null });
    expect(document.activeElement).toBe(field('Name'));
  });

  it('uploads a photo within the limit, then saves the profile with it', async () => {
    localStorage.setItem(ACCESS_TOKEN_STORAGE_KEY, 'a.eyJleHAiOjQxMDI0NDQ4MDB9.sig'); // lapses in 2100
    const upload = vi.fn(() => Response.json({ data: { display_url: '/images/me.webp' } }));
    const updateUserProfile = vi.fn(() => Promise.resolve({ uid: 'uid-reader', email: ME.email, displayName: ME.name, photoURL: '/images/me.webp' }));
    const { server, user } = await openProfile(
      { 'users.updateProfile': (input) => ({ ...ME, image: input.image ?? ME.image }) },
      fakeAuth({ updateUserProfile }),
      { 'POST /api/images': upload },
    );

    chooseFile(field('Photo') as HTMLInputElement, picture(900 * 1024, 'image/jpeg', 'me.jpg'));
    await user.click(save());

    await waitFor(() => expect(updateUserProfile).toHaveBeenCalledWith({ displayName: ME.name, photoURL: '/images/me.webp' }));
    expect(upload).toHaveBeenCalledOnce();
    expect(server.inputsOf('users.updateProfile')).toEqual([{ name: ME.name, bio: ME.bio, image: '/images/me.webp' }]);
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
