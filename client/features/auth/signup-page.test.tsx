import { screen, waitFor } from '@testing-library/react';
import { userEvent, type UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { currentLocation, fakeAuth, fakeServer, renderWithProviders, STORE_CONFIG } from '../../test/fake-server.tsx';
import { chooseFile, fieldErrors, fill, picture } from '../../test/fields.ts';
import type { AuthUser } from './auth-user.ts';
import { SignUpPage } from './signup-page.tsx';

const LABELS = ['Name', 'Email', 'Password', 'Profile image', 'Role'] as const;
const MB = 1024 * 1024;
const NEW_USER: AuthUser = { uid: 'uid-new', email: 'nadia@example.com', displayName: null, photoURL: null };

const input = (label: string) => screen.getByLabelText<HTMLInputElement>(label);
const submit = () => screen.getByRole('button', { name: 'Sign up' });

function renderPage(auth = fakeAuth({ user: null })) {
  const user = userEvent.setup({ delay: null });
  renderWithProviders(<SignUpPage />, { auth, path: '/signup' });
  return user;
}

async function fillIn(user: UserEvent, values: { name?: string; email?: string; password?: string; image?: File }) {
  if (values.name) await fill(user, input('Name'), values.name);
  if (values.email) await fill(user, input('Email'), values.email);
  if (values.password) await fill(user, input('Password'), values.password);
  if (values.image) chooseFile(input('Profile image'), values.image);
}

describe('SignUpPage', () => {
  it('shows what each empty field needs, under it, takes the keyboard to the first, and makes no account', async () => {
    fakeServer({ 'catalog.storeConfig': () => STORE_CONFIG });
    const auth = fakeAuth({ user: null });
    const user = renderPage(auth);

    await user.click(submit());

    expect(fieldErrors(LABELS)).toEqual({
      Name: 'Name is required',
      Email: 'Email Address is required',
      Password: 'Password is required',
      'Profile image': 'Image is required',
      Role: null,
    });
    expect(document.activeElement).toBe(input('Name'));
    expect(auth.signUp).not.toHaveBeenCalled();
  });

  it('explains a malformed email and a short password, and clears the messages once they are fixed', async () => {
    fakeServer({ 'catalog.storeConfig': () => STORE_CONFIG });
    const auth = fakeAuth({ user: null, signUp: vi.fn(() => Promise.reject(new Error('That email already has an account.'))) });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = renderPage(auth);

    await fillIn(user, { name: 'Nadia', email: 'nadia at example.com', password: '12345', image: picture(1000) });
    await user.click(submit());
    expect(fieldErrors(LABELS)).toEqual({
      Name: null,
      Email: 'Email is invalid',
      Password: 'Password must be at least 6 characters',
      'Profile image': null,
      Role: null,
    });
    expect(document.activeElement).toBe(input('Email'));

    await user.clear(input('Email'));
    await fill(user, input('Email'), 'nadia@example.com');
    await user.type(input('Password'), '6');
    await user.click(submit());

    // The form is sent: the field messages go, and the refusal shows above the button instead.
    expect((await screen.findByRole('alert')).textContent).toBe('That email already has an account.');
    expect(fieldErrors(LABELS)).toEqual({ Name: null, Email: null, Password: null, 'Profile image': null, Role: null });
    expect(auth.signUp).toHaveBeenCalledWith('nadia@example.com', '123456');
  });

  it("refuses a picture larger than the store's limit before anything is sent", async () => {
    const server = fakeServer({ 'catalog.storeConfig': () => ({ ...STORE_CONFIG, imageMaxBytes: 1 * MB }) });
    const auth = fakeAuth({ user: null });
    const user = renderPage(auth);
    await waitFor(() => expect(server.calls.map((c) => c.path)).toContain('catalog.storeConfig'));

    await fillIn(user, { name: 'Nadia', email: 'nadia@example.com', password: 'secret1', image: picture(2 * MB) });
    await user.click(submit());

    expect(fieldErrors(LABELS)['Profile image']).toBe('The profile image is 2 MB; the limit is 1 MB.');
    expect(auth.signUp).not.toHaveBeenCalled();
  });

  it('refuses a file that is not a picture (the picker offers pictures, but "All files" or a drop get past it)', async () => {
    fakeServer({ 'catalog.storeConfig': () => STORE_CONFIG });
    const user = renderPage();

    await fillIn(user, { name: 'Nadia', email: 'nadia@example.com', password: 'secret1', image: picture(100, 'application/pdf', 'cv.pdf') });
    await user.click(submit());

    expect(fieldErrors(LABELS)['Profile image']).toBe('The profile image must be a JPEG, PNG, WebP or GIF picture.');
  });

  it('shows why the account could not be finished, removes the half-made account, and lets the person try again', async () => {
    fakeServer(
      { 'catalog.storeConfig': () => STORE_CONFIG },
      { 'POST /api/images': () => Response.json({ message: 'The image could not be read as a picture' }, { status: 415 }) },
    );
    const release = vi.fn();
    const auth = fakeAuth({
      user: null,
      signUp: vi.fn(() => Promise.resolve(NEW_USER)),
      idToken: vi.fn(() => Promise.resolve('id-token')),
      discardNewAccount: vi.fn(() => Promise.resolve(undefined)),
      beginFlow: vi.fn(() => release),
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = renderPage(auth);

    await fillIn(user, { name: 'Nadia', email: 'nadia@example.com', password: 'secret1', image: picture(1000) });
    await user.click(submit());

    expect((await screen.findByRole('alert')).textContent).toBe('The image could not be read as a picture');
    expect(auth.signUp).toHaveBeenCalledWith('nadia@example.com', 'secret1');
    expect(auth.discardNewAccount).toHaveBeenCalledOnce();
    expect(release).toHaveBeenCalledOnce();
    expect(submit()).toHaveProperty('disabled', false);
    expect(currentLocation()).toBe('/signup');
  });

  it('makes the account, saves its record with the uploaded picture and the chosen role, then opens the front page', async () => {
    const server = fakeServer(
      {
        'catalog.storeConfig': () => STORE_CONFIG,
        'users.save': () => ({ acknowledged: true, insertedId: '5a6b7c8d-9e0f-4a1b-8c2d-3e4f5a6b7c8d' }),
        'users.sendVerificationEmail': () => ({ sentTo: 'nadia@example.com' }),
      },
      { 'POST /api/images': () => Response.json({ data: { display_url: '/images/3f2a9c0d.webp' } }) },
    );
    const auth = fakeAuth({
      user: null,
      signUp: vi.fn(() => Promise.resolve(NEW_USER)),
      idToken: vi.fn(() => Promise.resolve('id-token')),
      updateUserProfile: vi.fn(() => Promise.resolve(NEW_USER)),
      obtainAccessToken: vi.fn(() => Promise.resolve(undefined)),
    });
    const user = renderPage(auth);

    await fillIn(user, { name: '  Nadia Rahman ', email: 'nadia@example.com', password: 'secret1', image: picture(1000) });
    await user.selectOptions(screen.getByLabelText('Role'), 'Seller');
    await user.click(submit());

    await waitFor(() => expect(currentLocation()).toBe('/'));
    expect(server.inputsOf('users.save')).toEqual([{ name: 'Nadia Rahman', email: 'nadia@example.com', image: '/images/3f2a9c0d.webp', role: 'seller' }]);
    expect(auth.updateUserProfile).toHaveBeenCalledWith({ displayName: 'Nadia Rahman', photoURL: '/images/3f2a9c0d.webp' });
    expect(auth.obtainAccessToken).toHaveBeenCalledOnce();
    // The store mails the verification link, once the account has its record.
    expect(server.inputsOf('users.sendVerificationEmail')).toEqual([{}]);
  });
});
