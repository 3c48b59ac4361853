import { expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../server/seed/demo-accounts.ts';
import { expectAccessible } from './support/accessibility.ts';
import { closePage, logIn, openPage } from './support/pages.ts';
import { screenshot } from './support/screenshots.ts';
import { storeInBrowser } from './support/session.ts';

const session = storeInBrowser();

it('the bell shows a seller the booking of their book, unread until opened', async () => {
  const seller = await session.store.db.user.findUniqueOrThrow({ where: { email: 'seller@example.com' } });
  await session.store.db.notification.create({
    data: { userId: seller.id, kind: 'order_booked', message: 'Demo Buyer (buyer@example.com) booked “Pride and Prejudice”.' },
  });
  const page = await openPage(session.browser, `${session.store.url}/login`, 1280);
  await logIn(page, { email: 'seller@example.com', password: DEMO_PASSWORD });

  const bell = page.getByRole('button', { name: /^Notifications/ });
  await expect.poll(() => bell.textContent()).toContain('1 unread');
  await bell.click();
  const dialog = page.getByRole('dialog', { name: 'Notifications' });
  await dialog.getByText('booked “Pride and Prejudice”').waitFor();
  await expectAccessible(page);
  await screenshot(page, 'notifications');
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await expect.poll(() => bell.textContent()).not.toContain('unread');
  await closePage(page);
});
