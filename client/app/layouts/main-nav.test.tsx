import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Category } from '../../../shared/catalog.ts';
import { currentLocation, fakeAuth, fakeServer, renderWithProviders } from '../../test/fake-server.tsx';
import { DesktopNav } from './desktop-nav.tsx';
import { MobileNav } from './mobile-nav.tsx';

const CATEGORIES: Category[] = [
  { _id: '6f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f', category: 'Fiction', categoryBn: null, categoryId: 'fiction' },
  { _id: '7a2d3e4f-5b6c-4d7e-8f9a-0b1c2d3e4f5a', category: 'Science', categoryBn: null, categoryId: 'science' },
];

/** The header's two renderings of the main navigation (CSS shows one of them), signed out, at `path`. */
async function openHeaderNavs(path = '/') {
  fakeServer({ 'catalog.categories': () => CATEGORIES });
  const user = userEvent.setup({ delay: null });
  renderWithProviders(
    <>
      <DesktopNav />
      <MobileNav />
    </>,
    { path, auth: fakeAuth({ user: null }) },
  );
  await screen.findAllByRole('link', { name: 'Science' });
  const [desktop, mobile] = screen.getAllByRole('navigation', { name: 'Main' });
  return { user, desktop: desktop!, mobile: mobile! };
}

/** A navigation's links as a person meets them: name, where it goes, and whether it is the current page. */
const linksOf = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href'), link.getAttribute('aria-current')]);

describe('the main navigation', () => {
  it('offers the same links, in the same order, on wide screens and in the phone menu', async () => {
    const { desktop, mobile } = await openHeaderNavs();

    const expected = [
      ['Home', '/', 'page'],
      ['Categories', '/categories', null],
      ['Fiction', '/category/fiction', null],
      ['Science', '/category/science', null],
      ['Dashboard', '/dashboard', null],
      ['Blog', '/blog', null],
      ['Login', '/login', null],
    ];
    expect(linksOf(desktop)).toEqual(expected);
    expect(linksOf(mobile)).toEqual(expected);
  });

  it("marks the current section in both, and Home only on the front page (not on the pages under '/')", async () => {
    const { desktop, mobile } = await openHeaderNavs('/dashboard/profile');

    for (const nav of [desktop, mobile]) {
      expect(within(nav).getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBe('page');
      expect(within(nav).getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBeNull();
    }
  });

  it('opens the phone menu from its button, closes it once a link is picked, and both show where it went', async () => {
    const { user, desktop, mobile } = await openHeaderNavs();
    const button = within(mobile).getByRole('button', { name: 'Open menu' });
    expect(button.getAttribute('aria-expanded')).toBe('false');

    await user.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    await user.click(within(mobile).getByRole('link', { name: 'Blog' }));

    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(currentLocation()).toBe('/blog');
    for (const nav of [desktop, mobile]) {
      expect(within(nav).getByRole('link', { name: 'Blog' }).getAttribute('aria-current')).toBe('page');
      expect(within(nav).getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBeNull();
    }
  });
});
