import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../server/seed/demo-accounts.ts';
import { expectAccessible } from './support/accessibility.ts';
import { closePage, errorOf, logIn } from './support/pages.ts';
import { screenshotBoth } from './support/screenshots.ts';
import { storeInBrowser } from './support/session.ts';
import { actionsOutOfView } from './support/viewport.ts';

const SELLER = { email: 'seller@example.com', password: DEMO_PASSWORD };
const BUYER = { email: 'buyer@example.com', password: DEMO_PASSWORD };
const ADMIN = { email: 'admin@example.com', password: DEMO_PASSWORD };
const QUESTION = 'Is the dust jacket still on? Could we meet near Dhanmondi on Saturday?';
const ANSWER = 'Yes, it has its jacket. Saturday at 11 works for me.';

const session = storeInBrowser();
const { openAt } = session;

/** The header's Messages link, named "Messages" or "Messages 2 unread". */
const messagesLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Messages/ });
const thread = (page: Page) => page.getByRole('log', { name: 'Messages' });

/** Nothing on the page wider than the phone's screen. */
async function fitsThePhone(page: Page) {
  const { outside, scrollWidth } = await actionsOutOfView(page);
  expect(outside).toEqual([]);
  expect(scrollWidth).toBeLessThanOrEqual(390);
}

describe('messages between a buyer and a seller in the browser', () => {
  it('a buyer asks the seller from the book page; each sees the other’s messages and the read receipt arrive without reloading', async () => {
    const book = await session.store.db.book.findFirstOrThrow({
      where: { seller: { email: SELLER.email }, status: 'available', hiddenAt: null },
      orderBy: { createdAt: 'desc' },
    });

    // The seller has Messages open, with nothing in it yet.
    const seller = await openAt(1280, '/login');
    await logIn(seller, SELLER);
    await seller.goto(`${session.store.url}/dashboard`);
    await seller.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Messages' }).click();
    await seller.getByRole('heading', { level: 1, name: 'Messages' }).waitFor();
    await seller.getByText('No conversations yet').waitFor();
    await expectAccessible(seller);

    // A visitor on a phone asks about the book: they sign in first and come back to it.
    const buyer = await openAt(390, `/books/${book.id}`);
    await buyer.getByRole('heading', { level: 1, name: book.title }).waitFor();
    await buyer.getByRole('button', { name: `Ask the seller about ${book.title}` }).click();
    await buyer.waitForURL(`${session.store.url}/login`);
    await logIn(buyer, BUYER);
    await buyer.waitForURL(`${session.store.url}/books/${book.id}`);
    await buyer.getByRole('button', { name: `Ask the seller about ${book.title}` }).click();
    const ask = buyer.getByRole('dialog', { name: `Ask the seller ${book.title}` });
    await ask.waitFor();
    await expectAccessible(buyer);
    // An empty message is refused under the field, with the server's rule.
    await ask.getByRole('button', { name: 'Send' }).click();
    expect(await errorOf(ask, 'Your message')).toBe('Write a message first');
    await ask.getByLabel('Your message').fill(QUESTION);
    await ask.getByRole('button', { name: 'Send' }).click();

    // The conversation opens, with the book on top and the question in it.
    await buyer.waitForURL(/\/dashboard\/messages\/[0-9a-f-]{36}$/);
    const conversationId = new URL(buyer.url()).pathname.split('/').pop()!;
    await buyer.getByRole('heading', { level: 1, name: book.title }).waitFor();
    expect(await buyer.getByRole('link', { name: book.title }).getAttribute('href')).toBe(`/books/${book.id}`);
    await thread(buyer).getByText(QUESTION).waitFor();
    expect(await session.store.db.conversation.count({ where: { id: conversationId, bookId: book.id } })).toBe(1);

    // The seller's list shows it without a reload, unread, and so does the header's count.
    const item = seller.getByRole('list', { name: 'Conversations' }).getByRole('link').filter({ hasText: book.title });
    await item.waitFor();
    expect(await item.textContent()).toContain(QUESTION);
    expect(await item.textContent()).toContain('Demo Buyer');
    expect(await item.textContent()).toContain('1 unread');
    await expect.poll(() => messagesLink(seller).textContent()).toContain('1 unread');
    await expectAccessible(seller);
    await screenshotBoth(seller, 'messages-list');

    // The seller opens it (which reads it) and answers.
    await item.click();
    await seller.waitForURL(`${session.store.url}/dashboard/messages/${conversationId}`);
    await thread(seller).getByText(QUESTION).waitFor();
    await expect.poll(() => messagesLink(seller).textContent()).not.toContain('unread');
    await seller.getByLabel('Your message').fill(ANSWER);
    await seller.getByRole('button', { name: 'Send' }).click();
    await thread(seller).getByText(ANSWER).waitFor();
    expect(await seller.getByLabel('Your message').inputValue()).toBe('');

    // The buyer, who has not reloaded, sees the answer arrive and "Seen" under their question.
    await thread(buyer).getByText(ANSWER).waitFor();
    const question = thread(buyer).getByRole('listitem').filter({ hasText: QUESTION });
    await question.getByText('Seen', { exact: true }).waitFor();
    expect(await question.textContent()).toMatch(/^You/);
    await expectAccessible(buyer);
    await fitsThePhone(buyer);
    await screenshotBoth(buyer, 'messages-thread');

    // The buyer had the thread open, so the answer is read at once: the seller sees "Seen" in turn.
    const answer = thread(seller).getByRole('listitem').filter({ hasText: ANSWER });
    await answer.getByText('Seen', { exact: true }).waitFor();
    expect(await thread(seller).getByText('Sending…').count()).toBe(0);
    await expectAccessible(seller);
    await screenshotBoth(seller, 'messages-thread-seller');

    // Asking again from the book goes back to the same conversation.
    await buyer.goto(`${session.store.url}/books/${book.id}`);
    await messagesLink(buyer).waitFor(); // signed in again after the reload
    await buyer.getByRole('button', { name: `Ask the seller about ${book.title}` }).click();
    await buyer.waitForURL(`${session.store.url}/dashboard/messages/${conversationId}`);
    await thread(buyer).getByText(ANSWER).waitFor();

    // The buyer reports the conversation from its page, which then says Reported.
    await buyer.getByRole('button', { name: `Report conversation about “${book.title}”` }).click();
    const report = buyer.getByRole('dialog', { name: /^Report this conversation/ });
    await report.getByLabel('Reason').selectOption('counterfeit_or_scam');
    await report.getByLabel('Note (optional)').fill('Asked me to pay outside the store.');
    await expectAccessible(buyer);
    await report.getByRole('button', { name: 'Submit' }).click();
    await buyer.getByText('Report sent').waitFor();
    await buyer.getByText('Reported', { exact: true }).waitFor();

    // An admin finds it under Reported Items and reads it there, both sides.
    const admin = await openAt(1280, '/login');
    await logIn(admin, ADMIN);
    await admin.goto(`${session.store.url}/dashboard/admin/reported-items`);
    await admin.getByRole('link', { name: `Conversation about “${book.title}”` }).click();
    await admin.waitForURL(`${session.store.url}/dashboard/admin/reported-items/conversations/${conversationId}`);
    await admin.getByRole('heading', { level: 1, name: `Conversation about “${book.title}”` }).waitFor();
    await thread(admin).getByRole('listitem').filter({ hasText: QUESTION }).getByText('Buyer').waitFor();
    await thread(admin).getByRole('listitem').filter({ hasText: ANSWER }).getByText('Seller').waitFor();
    expect(await admin.getByLabel('Your message').count()).toBe(0);
    await expectAccessible(admin);
    await screenshotBoth(admin, 'admin-reported-conversation');
    await closePage(admin);

    // The seller's bell has the message, linking to the conversation.
    await seller
      .getByRole('banner')
      .getByRole('button', { name: /^Notifications/ })
      .click();
    const bell = seller.getByRole('dialog', { name: 'Notifications' });
    const entry = bell.getByRole('link', { name: /Demo Buyer wrote about/ });
    await entry.waitFor();
    expect(await entry.getAttribute('href')).toBe(`/dashboard/messages/${conversationId}`);
    await bell.getByRole('button', { name: 'Close', exact: true }).click();

    // The seller sees no Ask button on their own listing.
    await seller.goto(`${session.store.url}/books/${book.id}`);
    await seller.getByRole('heading', { level: 1, name: book.title }).waitFor();
    await seller.getByText('This is your listing.').waitFor();
    expect(await seller.getByRole('button', { name: /^Ask the seller/ }).count()).toBe(0);

    await closePage(buyer);
    await closePage(seller);
  });
});
