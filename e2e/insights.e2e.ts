import fs from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../server/seed/demo-accounts.ts';
import { formatMoney } from '../shared/money.ts';
import { mondayOf } from '../shared/store-days.ts';
import { createAccount, type Account } from './support/accounts.ts';
import { expectAccessible } from './support/accessibility.ts';
import { bangla } from './support/bangla.ts';
import { dayAgo, LISTINGS, seedInsights } from './support/insights-data.ts';
import { closePage, logIn } from './support/pages.ts';
import { screenshot, screenshotBoth } from './support/screenshots.ts';
import { storeInBrowser } from './support/session.ts';
import { actionsOutOfView } from './support/viewport.ts';

const session = storeInBrowser();
/** The seller whose few weeks are seeded, once for the file: the admin's overview counts them too (and only them). */
let seller: Account;
let seeded: Awaited<ReturnType<typeof seedInsights>>;
beforeAll(async () => {
  seller = await createAccount(session.store.url, 'seller', 'insights');
  seeded = await seedInsights(session.store.db, seller.email);
});
const ADMIN = { email: 'admin@example.com', password: DEMO_PASSWORD };
const money = (minor: number) => formatMoney(minor, 'BDT', 'en');

const dashboardMenu = (page: Page) => page.getByRole('navigation', { name: 'Dashboard' });
const region = (page: Page, name: string) => page.getByRole('main').getByRole('region', { name, exact: true });

/** The figures of a list of tiles: each title with its number (the tile's first line under it) and its note. */
async function figures(scope: Locator): Promise<Record<string, { value: string; note: string }>> {
  return scope.locator('dl').evaluate((dl) =>
    Object.fromEntries(
      [...dl.children].map((tile) => {
        const [value, note] = [...tile.querySelectorAll('dd > span')].map((span) => span.textContent.trim());
        return [tile.querySelector('dt')?.textContent.trim() ?? '', { value: value ?? '', note: note ?? '' }];
      }),
    ),
  );
}

/** A table's body as text: a row per line, cells (the row's header first) as an array. */
const tableRows = (table: Locator) =>
  table.locator('tbody tr').evaluateAll((rows) => rows.map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent.trim())));

/** No part of the page is wider than a phone's screen, and every button and link is within it. */
async function expectFitsPhone(page: Page) {
  // Polled: just narrowed, the page's dashboard menu is still sliding out of view.
  await expect.poll(async () => (await actionsOutOfView(page)).outside).toEqual([]);
  expect((await actionsOutOfView(page)).scrollWidth).toBeLessThanOrEqual(390);
}

/** The views seeded in each week (by its Monday) from `since` days ago on. */
function viewsByWeek(sinceDaysAgo: number): Map<string, number> {
  const weeks = new Map<string, number>();
  for (const listing of Object.values(LISTINGS)) {
    for (const [daysAgo, views] of listing.views) {
      if (daysAgo > sinceDaysAgo) continue;
      const week = mondayOf(dayAgo(daysAgo));
      weeks.set(week, (weeks.get(week) ?? 0) + views);
    }
  }
  return weeks;
}

/** A day as the English tables show it ("Nov 3, 2026"). */
const longDay = (day: string) =>
  new Intl.DateTimeFormat('en', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));

describe('insights and the overview in the browser', () => {
  it('a seller reads how their listings do, over 12 weeks then 4, a chart as a table, and the page in Bangla', async () => {
    const { ids, earnedMinor } = seeded;
    const page = await session.openAt(1280, '/login');
    await logIn(page, seller);
    await page.goto(`${session.store.url}/dashboard`);
    await dashboardMenu(page).getByRole('link', { name: 'Insights' }).click();
    await page.getByRole('heading', { level: 1, name: 'Insights' }).waitFor();
    await expect.poll(() => page.title()).toBe('Insights · Dashboard · Book Store');
    expect(await page.getByRole('radio', { name: '12 weeks' }).isChecked()).toBe(true);

    // Twelve weeks: every seeded view, save, question, offer and order but none older than 77 days.
    const totals = region(page, 'Over the period');
    await totals.getByText('36', { exact: true }).waitFor();
    expect(await figures(totals)).toEqual({
      Views: { value: '36', note: '' },
      Saves: { value: '3', note: '' },
      Questions: { value: '1', note: '' },
      Offers: { value: '1', note: '' },
      Bookings: { value: '5', note: '' },
      Sales: { value: '3', note: '' },
      Earned: { value: money(earnedMinor), note: '' },
    });
    // Most viewed first: views, saves, questions and sales of each, titles leading to their pages.
    const listings = region(page, 'Your listings');
    expect(await tableRows(listings.getByRole('table'))).toEqual([
      ['The Quiet River', '19', '1', '0', '0'],
      ['Morning Tea', '11', '2', '1', '0'],
      ['Paper Boats sold', '3', '0', '0', '1'],
      ['Old Maps sold', '2', '0', '0', '1'],
      ['Rain Songs', '1', '0', '0', '1'],
    ]);
    expect(await listings.getByRole('link', { name: 'The Quiet River' }).getAttribute('href')).toBe(`/books/${ids.quiet}`);
    const quiet = region(page, 'Viewed but never asked about');
    await quiet.getByText('their price may be worth a look').waitFor();
    expect(await quiet.getByRole('listitem').allTextContents()).toEqual(['The Quiet River19 views']);
    const views = region(page, 'Views per week');
    await views.getByRole('img', { name: 'Views per week' }).waitFor();
    expect(await views.getByRole('img', { name: 'Views per week' }).getAttribute('aria-describedby')).toBeTruthy();
    await views.getByText(/^Views: 36 in all, at most \d+ \(week from /).waitFor();
    await expectAccessible(page);
    await screenshotBoth(page, 'insights-seller');

    // Four weeks: the views of 40 and 60 days ago, a save, a booking and a sale drop out; kept over a reload.
    // A click, not check(): the radio turns once the address has changed, a moment after the click.
    await page.getByRole('radio', { name: '4 weeks' }).click();
    await page.waitForURL(/\/dashboard\/insights\?weeks=4$/);
    await totals.getByText('26', { exact: true }).waitFor();
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Insights' }).waitFor();
    expect(await page.getByRole('radio', { name: '4 weeks' }).isChecked()).toBe(true);
    expect(await figures(totals)).toMatchObject({ Views: { value: '26' }, Saves: { value: '2' }, Bookings: { value: '4' }, Sales: { value: '2' } });

    // The views chart as a table: one row a week, the week of 9 days ago with what was seeded in it.
    await views.getByText('Show the numbers').click();
    const table = views.getByRole('table', { name: 'Views per week' });
    await table.waitFor();
    const rows = await tableRows(table);
    expect(rows).toHaveLength(4);
    const week = mondayOf(dayAgo(9));
    expect(rows.find(([day]) => day === longDay(week))).toEqual([longDay(week), String(viewsByWeek(27).get(week))]);
    expect(rows.reduce((sum, [, value]) => sum + Number(value), 0)).toBe(26);
    await expectAccessible(page);
    await page.setViewportSize({ width: 390, height: 900 });
    await expectFitsPhone(page);
    await screenshot(page, 'insights-seller-table');
    await page.setViewportSize({ width: 1280, height: 900 });

    // In Bangla, switched from the header: the same page, its words and its digits.
    await page.getByRole('banner').getByRole('button', { name: 'বাংলা' }).filter({ visible: true }).click();
    await page.getByRole('heading', { level: 1, name: bangla('insights', 'seller.title') }).waitFor();
    await region(page, bangla('insights', 'seller.totals')).getByText('২৬', { exact: true }).waitFor();
    await region(page, bangla('insights', 'quiet.title')).getByText(LISTINGS.quiet.title).waitFor();
    // The Bangla font comes in parts by script range: the screenshots wait for those the page needs.
    await page.evaluate(() => document.fonts.ready);
    await expectAccessible(page);
    await screenshotBoth(page, 'insights-seller-bn');
    await closePage(page);
  });

  it('an admin reads the overview, over 30 days then 90, and saves a series as CSV', async () => {
    const { earnedMinor } = seeded;
    const page = await session.openAt(1280, '/login');
    await logIn(page, ADMIN);
    await page.waitForURL(`${session.store.url}/dashboard`);
    await dashboardMenu(page).getByRole('link', { name: 'Overview' }).click();
    await page.waitForURL(`${session.store.url}/dashboard/admin`);
    await page.getByRole('heading', { level: 1, name: 'Admin overview' }).waitFor();
    expect(await page.getByRole('radio', { name: '30 days' }).isChecked()).toBe(true);

    // Thirty days: two sales (Paper Boats, Old Maps), Old Maps' problem; now: two open reports, Paper Boats' payout.
    const all = region(page, 'The figures');
    await all.getByText(money(75_000), { exact: true }).waitFor();
    expect(await figures(all)).toEqual({
      'Copies sold': { value: '2', note: 'paid for over the period' },
      'Sales value': { value: money(75_000), note: 'what buyers paid for them' },
      Problems: { value: '50%', note: '1 problem reported, as a share of sales' },
      Refunds: { value: '0%', note: `0 refunds (${money(0)}), as a share of sales` },
      'Open reports': { value: '2', note: 'the oldest has waited 3 days, the median one 2 days' },
      'Payouts due': { value: money(earnedMinor), note: '1 completed order not yet paid to its seller' },
    });
    await region(page, 'Expired bookings per day')
      .getByText(/^Expired bookings: 1 in all, at most 1 \(/)
      .waitFor();
    await expectAccessible(page);
    await screenshotBoth(page, 'insights-admin');

    // Ninety days: Rain Songs' sale, problem and refund too.
    await page.getByRole('radio', { name: '90 days' }).click();
    await page.waitForURL(/\/dashboard\/admin\?days=90$/);
    await all.getByText(money(95_000), { exact: true }).waitFor();
    expect(await figures(all)).toMatchObject({
      'Copies sold': { value: '3' },
      Problems: { value: '66.7%' },
      Refunds: { value: '33.3%', note: `1 refund (${money(20_000)}), as a share of sales` },
    });

    // The sales series as CSV: a header, then each of the 90 days, oldest first.
    const sales = region(page, 'Sales per day');
    const [download] = await Promise.all([page.waitForEvent('download'), sales.getByRole('button', { name: 'Download CSV Sales per day' }).click()]);
    expect(download.suggestedFilename()).toBe(`sales-${dayAgo(89)}-to-${dayAgo(0)}.csv`);
    const lines = (await fs.readFile(await download.path(), 'utf8')).split('\r\n');
    expect(lines.slice(0, 2)).toEqual(['day,sales', `${dayAgo(89)},0`]);
    expect(lines).toHaveLength(92); // the header, 90 days, and the last line's end
    expect(lines).toContain(`${dayAgo(6)},1`);
    expect(lines).toContain(`${dayAgo(60)},1`);
    const value = region(page, 'Sales value per day');
    const [valueFile] = await Promise.all([page.waitForEvent('download'), value.getByRole('button', { name: 'Download CSV Sales value per day' }).click()]);
    expect((await fs.readFile(await valueFile.path(), 'utf8')).split('\r\n')[0]).toBe('day,sales_value_bdt');

    // The problems chart as a table, in reach of the keyboard: its disclosure opens with Enter.
    const problems = region(page, 'Problems and refunds per day');
    await problems.getByText('Show the numbers').focus();
    await page.keyboard.press('Enter');
    const table = problems.getByRole('table', { name: 'Problems and refunds per day' });
    await table.waitFor();
    expect(await table.getByRole('columnheader').allTextContents()).toEqual(['Day', 'Problems', 'Refunds']);
    expect(await tableRows(table)).toContainEqual([longDay(dayAgo(60)), '1', '0']);
    await expectAccessible(page);
    await page.setViewportSize({ width: 390, height: 900 });
    await expectFitsPhone(page);
    await screenshot(page, 'insights-admin-table');
    await closePage(page);
  });
});
