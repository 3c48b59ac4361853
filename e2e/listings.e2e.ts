import type { Browser, Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './support/accessibility.ts';
import { launchBrowser } from './support/browser.ts';
import { fakeCameraFilming } from './support/fake-camera.ts';
import { choosePhotos, dragTile, photoSources, photoTiles } from './support/listing-photos.ts';
import { screenshot, screenshotBoth } from './support/screenshots.ts';
import { startStore, type Store } from './support/store.ts';
import { stopStoreAndBrowser } from './support/session.ts';
import { answerConfirmation, closePage, confirmation, errorOf, logIn, openPage } from './support/pages.ts';

const DEMO_PASSWORD = 'bookstore-demo';
const SELLER = { email: 'seller@example.com', password: DEMO_PASSWORD };
const BUYER = { email: 'buyer@example.com', password: DEMO_PASSWORD };

const [BLUE, RED, GREEN] = ['#3b6e8f', '#b03a2e', '#2e8b57'];

/** The ISBN on the back cover the browser's fake camera films: Moby-Dick, on the demo's shelf of catalogue records. */
const FILMED_ISBN = '9780142437247';

/** Which of the journey's colours a stored photo is, by its mean colour. */
async function colourAt(url: URL): Promise<string> {
  const { channels } = await sharp(Buffer.from(await (await fetch(url)).arrayBuffer())).stats();
  const [r, g, b] = channels.map((c) => c.mean);
  return r! > g! && r! > b! ? 'red' : g! > b! ? 'green' : 'blue';
}

/** A finger swiping a scrollable row to the left, by touch events (Chromium's DevTools protocol). */
async function swipeLeft(page: Page, row: Locator): Promise<void> {
  const box = await row.boundingBox();
  if (!box) throw new Error('The row is not on screen.');
  const y = box.y + box.height / 2;
  const cdp = await page.context().newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number) =>
    cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y }] });
  const [from, to] = [box.x + box.width * 0.85, box.x + box.width * 0.15];
  await touch('touchStart', from);
  for (let step = 1; step <= 10; step++) await touch('touchMove', from + ((to - from) * step) / 10);
  await touch('touchEnd', to);
  await cdp.detach();
}

// Words no demo book uses, so the searches below can only find this listing.
const TITLE = 'The Cartographer of Marigold Bay';
const AUTHOR = 'Eleanor Quillfeather';

let store: Store;
let browser: Browser;
let category: { name: string; slug: string };

beforeAll(async () => {
  [store, browser] = await Promise.all([startStore(), fakeCameraFilming(FILMED_ISBN).then(launchBrowser)]);
  category = await store.db.category.findFirstOrThrow({ select: { name: true, slug: true }, orderBy: { name: 'asc' } });
});
afterAll(() => stopStoreAndBrowser(store, browser));

/** A page of the store in a fresh browser context. */
const openAt = (width: number, path: string) => openPage(browser, store.url + path, width);

/** The card of the journey's book, on the page or inside a part of it. */
const bookCard = (page: Page, within: Page | Locator = page) =>
  within.getByRole('article').filter({ has: page.getByRole('heading', { name: TITLE, exact: true }) });
const advertisement = (page: Page) => page.getByRole('region', { name: 'Advertisement' });
const productRow = (page: Page) => page.getByRole('row').filter({ hasText: TITLE });
/** The words of a row's buttons, in reading order. */
const buttonWords = async (row: Locator) => (await row.getByRole('button').allInnerTexts()).map((words) => words.trim());

describe('listings in the browser', () => {
  it('a seller lists and advertises a book, a visitor sees it on the home page; sold, it leaves it and a buyer still finds it', async () => {
    // The seller adds a book with a photo.
    const seller = await openAt(1280, '/login');
    await logIn(seller, SELLER);
    await seller.goto(`${store.url}/dashboard/add-book`);
    await seller.getByRole('heading', { name: 'Add a Book' }).waitFor();
    await seller.getByLabel('Category').locator(`option[value="${category.slug}"]`).waitFor({ state: 'attached' });
    await seller.getByRole('button', { name: 'Add Book' }).click();
    expect(await errorOf(seller, 'Title')).toBe('Title is required');
    expect(await errorOf(seller, 'Author')).toBe('Author is required');
    expect(await errorOf(seller, 'Category')).toBe('Category is required');
    expect(await errorOf(seller, 'Photos (up to 6)')).toBe('Photo is required');
    await expectAccessible(seller);
    await screenshot(seller, 'add-book-errors');

    // An ISBN fills the title and author from the book catalogue (here the demo's shelf of records).
    await seller.getByLabel('ISBN (optional)').fill('0-14-143951-3');
    await seller.getByRole('button', { name: 'Look up' }).click();
    await seller.getByText('Filled from Open Library: Pride and Prejudice by Jane Austen. Check it against your copy.').waitFor();
    expect([await seller.getByLabel('Title').inputValue(), await seller.getByLabel('Author').inputValue()]).toEqual(['Pride and Prejudice', 'Jane Austen']);
    await screenshot(seller, 'add-book-isbn-filled');

    // Another edition the demo has copies of: the hint says what they ask, for the condition chosen.
    await seller.getByLabel('ISBN (optional)').fill('9780141439563');
    await seller.getByRole('button', { name: 'Look up' }).click();
    await seller.getByText(/^Filled from Open Library: Great Expectations/).waitFor();
    await seller.getByLabel('Condition').selectOption('Excellent');
    const hint = seller.getByText('Copies like this one in Excellent condition, in this store:').locator('..');
    await hint.getByText(/^On sale now/).waitFor();
    expect((await hint.innerText()).replace(/\u00a0/g, ' ')).toContain('On sale now: BDT 435 typical, BDT 380 to BDT 500 (4 copies)');
    await seller.getByLabel('Condition').selectOption('Fair');
    await hint.waitFor({ state: 'detached' });
    await seller.getByLabel('Condition').selectOption('Excellent');
    await hint.getByText(/^On sale now/).waitFor();
    await expectAccessible(seller);
    await screenshotBoth(seller, 'add-book-price-hint');
    await seller.getByLabel('ISBN (optional)').fill('');

    await seller.getByLabel('Title').fill(TITLE);
    await seller.getByLabel('Author').fill(AUTHOR);
    await seller.getByLabel('Price (resale)').fill('275');
    await seller.getByLabel('Price when new (optional)').fill('450');
    await seller.getByLabel('Condition').selectOption('Excellent');
    await seller.getByLabel('Years of use').fill('2');
    await seller.getByLabel('Phone').fill('+8801711111111');
    await seller.getByLabel('Location').fill('Mymensingh');
    await seller.getByLabel('Category').selectOption(category.slug);
    await seller.getByLabel('Description').fill('Hardback with a folded sea chart inside the cover.');
    // Three photos, blue, red and green; dragging the green one onto the first makes it the cover.
    await choosePhotos(seller, [BLUE, RED, GREEN]);
    const chosen = await photoSources(seller);
    await dragTile(seller, photoTiles(seller).nth(2), photoTiles(seller).nth(0));
    await expect.poll(() => photoSources(seller)).toEqual([chosen[2], chosen[0], chosen[1]]);
    expect(await photoTiles(seller).nth(0).getByText('Cover').count()).toBe(1);
    await expectAccessible(seller);
    await screenshotBoth(seller, 'add-book-filled');
    await seller.getByRole('button', { name: 'Add Book' }).click();

    await seller.waitForURL(`${store.url}/dashboard/my-products`);
    await seller.getByText('Book added').waitFor();
    const saved = await store.db.book.findFirstOrThrow({ where: { title: TITLE }, include: { seller: true, category: true } });
    expect(saved).toMatchObject({
      author: AUTHOR,
      priceMinor: 27_500,
      originalPriceMinor: 45_000,
      condition: 'Excellent',
      yearsOfUse: 2,
      status: 'available',
      advertise: false,
    });
    expect(saved.seller.email).toBe(SELLER.email);
    expect(saved.category.slug).toBe(category.slug);
    expect(await Promise.all([saved.imageUrl, ...saved.morePhotos].map((url) => colourAt(new URL(url, store.url))))).toEqual(['green', 'blue', 'red']);

    // ...and advertises it from My products.
    const row = productRow(seller);
    await row.getByRole('button', { name: 'Add', exact: true }).click();
    await seller.getByText('Added for advertise').waitFor();
    await row.getByRole('button', { name: 'Remove', exact: true }).waitFor();
    // Advertising leads and Delete ends the row, with the other buttons between: a slip cannot delete.
    expect(await buttonWords(row)).toEqual(['Remove', 'Price', 'Sold out', 'Delete']);
    expect(await row.getByRole('button', { name: 'Sold out' }).isEnabled()).toBe(true);
    expect(await row.getByRole('button', { name: 'Make Available' }).count()).toBe(0);
    await expectAccessible(seller);
    await screenshotBoth(seller, 'my-products-advertised');

    // A visitor, not signed in, sees it in the home Advertisement section.
    const visitor = await openAt(1280, '/');
    const card = bookCard(visitor, advertisement(visitor));
    await card.waitFor();
    const cardText = await card.textContent();
    for (const part of [AUTHOR, 'Mymensingh', 'Excellent', 'Demo Seller', 'verified', '275', '450']) expect(cardText).toContain(part);
    // The price when new the seller gave is struck out; a demo book listed without one strikes nothing out.
    expect(await card.locator('del').textContent()).toBe('Price when new: BDT\u00a0450');
    const withoutPriceNew = advertisement(visitor)
      .getByRole('article')
      .filter({ has: visitor.getByRole('heading', { name: 'Pride and Prejudice', exact: true }) });
    expect(await withoutPriceNew.textContent()).toContain('350');
    expect(await withoutPriceNew.locator('del').count()).toBe(0);
    // The book's own page strikes it out beside the price too.
    await card.getByRole('link', { name: TITLE, exact: true }).click();
    await visitor.getByRole('heading', { level: 1, name: TITLE }).waitFor();
    const pagePrice = visitor
      .getByRole('main')
      .locator('p', { has: visitor.getByText('Resale price:') })
      .first();
    expect(await pagePrice.locator('del').textContent()).toBe('Price when new: BDT\u00a0450');
    // Its three photos, the cover first: arrows and dots on a desktop, a swipe on a phone.
    const gallery = visitor.getByRole('region', { name: `Photos of ${TITLE}` });
    expect(await gallery.getByRole('img').evaluateAll((images) => images.map((img) => img.getAttribute('alt')))).toEqual([
      `Cover of ${TITLE}`,
      `Photo 2 of ${TITLE}`,
      `Photo 3 of ${TITLE}`,
    ]);
    const current = () =>
      gallery.getByRole('button', { name: /^Show photo/ }).evaluateAll((dots) => dots.findIndex((dot) => dot.getAttribute('aria-current') === 'true'));
    await gallery.getByRole('button', { name: 'Next photo' }).click();
    await expect.poll(current).toBe(1);
    await expectAccessible(visitor);
    await screenshot(visitor, 'book-gallery');
    const phone = await openPage(browser, visitor.url(), 390, { touch: true });
    const phoneGallery = phone.getByRole('region', { name: `Photos of ${TITLE}` });
    const phoneCurrent = () =>
      phoneGallery.getByRole('button', { name: /^Show photo/ }).evaluateAll((dots) => dots.findIndex((dot) => dot.getAttribute('aria-current') === 'true'));
    await expect.poll(phoneCurrent).toBe(0);
    await swipeLeft(phone, phoneGallery.getByRole('list'));
    await expect.poll(phoneCurrent).toBe(1);
    await expectAccessible(phone);
    await screenshot(phone, 'book-gallery');
    await closePage(phone);
    await visitor.goBack();
    await card.waitFor();
    expect(await card.getByRole('img', { name: `Cover of ${TITLE}` }).getAttribute('loading')).toBe('lazy');
    expect(await card.getByText('Status: sold').count()).toBe(0);
    await expectAccessible(visitor);
    await screenshotBoth(visitor, 'home-advertised');

    // The seller marks it sold: both advertise buttons are disabled, the status reads out of stock.
    await row.getByRole('button', { name: 'Sold out' }).click();
    await seller.getByText('status updated').waitFor();
    await row.getByRole('button', { name: 'Make Available' }).waitFor();
    await row.getByText('out of stock').waitFor();
    expect(await row.getByRole('button', { name: 'Remove', exact: true }).isDisabled()).toBe(true);
    expect(await buttonWords(row)).toEqual(['Remove', 'Make Available', 'Delete']);
    await expectAccessible(seller);
    await screenshot(seller, 'my-products-sold');
    await closePage(seller);

    // It leaves the visitor's Advertisement section.
    await visitor.reload();
    await visitor.getByRole('heading', { name: 'Sell or Buy Books' }).waitFor();
    await expect
      .poll(
        async () => {
          await visitor.reload();
          await visitor.getByRole('heading', { name: 'Browse by category' }).waitFor();
          await visitor.getByRole('link', { name: category.name, exact: true }).first().waitFor();
          return bookCard(visitor).count();
        },
        { timeout: 15_000, interval: 1_000 },
      )
      .toBe(0);

    // Category pages are public: the visitor sees it there, sold, with nothing to book.
    await visitor.goto(`${store.url}/category/${category.slug}`);
    await visitor.getByRole('heading', { level: 1, name: `Category: ${category.name}` }).waitFor();
    await bookCard(visitor).getByText('Status: sold').waitFor();
    expect(await bookCard(visitor).getByRole('button', { name: 'Book now' }).isDisabled()).toBe(true);
    await closePage(visitor);

    // A signed-in buyer sees it sold on its category page...
    const buyer = await openAt(1280, '/login');
    await logIn(buyer, BUYER);
    await buyer.goto(`${store.url}/category/${category.slug}`);
    await buyer.getByRole('heading', { level: 1, name: `Category: ${category.name}` }).waitFor();
    const soldCard = bookCard(buyer);
    await soldCard.waitFor();
    const soldLine = soldCard.getByText('Status: sold');
    await soldLine.waitFor();
    expect(await soldLine.evaluate((el) => getComputedStyle(el).color)).toBe('rgb(199, 54, 47)');
    await expectAccessible(buyer);
    await screenshotBoth(buyer, 'category-sold');

    // ...and finds it through the header's search box...
    await buyer.getByRole('banner').getByRole('button', { name: 'Search' }).click();
    const dialog = buyer.getByRole('dialog', { name: 'Search books' });
    await dialog.getByLabel('Title or author').fill('marigold');
    await expectAccessible(buyer);
    await screenshot(buyer, 'search-dialog');
    await dialog.getByLabel('Title or author').press('Enter');
    await buyer.waitForURL(`${store.url}/search?q=marigold`);
    await buyer.getByRole('heading', { level: 1, name: 'Results for “marigold”' }).waitFor();
    await bookCard(buyer).waitFor();
    expect(await buyer.getByRole('dialog').count()).toBe(0);
    await expectAccessible(buyer);
    await screenshotBoth(buyer, 'search-results');

    // ...with a misspelt word and a title prefix too, filters kept in the address.
    await buyer.goto(`${store.url}/search?q=${encodeURIComponent('cartographar')}`);
    await bookCard(buyer).waitFor();
    const form = buyer.getByRole('search', { name: 'Search books' });
    await form.getByLabel('Title or author').fill('quillfeath');
    await form.getByLabel('Condition').selectOption('Excellent');
    await form.getByLabel('Category').selectOption(category.slug);
    await form.getByRole('button', { name: 'Search' }).click();
    await buyer.waitForURL((url) => url.searchParams.get('q') === 'quillfeath' && url.searchParams.get('condition') === 'Excellent');
    expect(new URL(buyer.url()).searchParams.get('categoryId')).toBe(category.slug);
    // The address changes before React renders the new search (a transition): the heading comes with
    // the form's remount, so typing only after it reaches the new form rather than the one replaced.
    await buyer.getByRole('heading', { level: 1, name: 'Results for “quillfeath”' }).waitFor();
    await bookCard(buyer).waitFor();
    await bookCard(buyer).getByText('Status: sold').waitFor();

    await form.getByLabel('Max price').fill('100');
    await form.getByRole('button', { name: 'Search' }).click();
    await buyer.waitForURL((url) => url.searchParams.get('maxPrice') === '100');
    await buyer.getByText('No books found').waitFor();
    await expectAccessible(buyer);
    await screenshot(buyer, 'search-empty');

    // Going back restores the previous search and its form.
    await buyer.goBack();
    await bookCard(buyer).waitFor();
    expect(await form.getByLabel('Max price').inputValue()).toBe('');
    await closePage(buyer);
  });

  it('on a phone, a seller scans the barcode on the back cover with the camera, and the form fills from its ISBN', async () => {
    const seller = await openAt(390, '/login');
    await logIn(seller, SELLER);
    // The barcode reader comes with the camera, not with the form: its .wasm is held back until the
    // camera's view has been looked at, then let through.
    const wasmFetched: string[] = [];
    let letReaderLoad = () => {};
    const readerHeld = new Promise<void>((resolve) => (letReaderLoad = resolve));
    // Held for the whole context: the service worker fetches the page's build files for it.
    await seller.context().route(/\.wasm$/, async (route) => {
      wasmFetched.push(route.request().url());
      await readerHeld;
      await route.continue();
    });
    await seller.goto(`${store.url}/dashboard/add-book`);
    await seller.getByRole('heading', { name: 'Add a Book' }).waitFor();
    await seller.getByRole('button', { name: 'Scan ISBN' }).click();
    const scanner = seller.getByRole('dialog', { name: 'Scan ISBN Point the camera at the barcode' });
    await scanner.waitFor();
    await expect.poll(() => scanner.getByLabel('The camera’s view').evaluate((video: HTMLVideoElement) => video.videoWidth)).toBe(640);
    await expect.poll(() => wasmFetched).toHaveLength(1);
    expect(new URL(wasmFetched[0]!).origin).toBe(store.url);
    await scanner.getByText('Loading the barcode reader…').waitFor();
    await expectAccessible(seller);
    await screenshot(seller, 'add-book-scanning');

    letReaderLoad();
    await seller.getByText('Filled from Open Library: Moby-Dick by Herman Melville. Check it against your copy.').waitFor();
    await scanner.waitFor({ state: 'detached' });
    expect([
      await seller.getByLabel('ISBN (optional)').inputValue(),
      await seller.getByLabel('Title').inputValue(),
      await seller.getByLabel('Author').inputValue(),
    ]).toEqual([FILMED_ISBN, 'Moby-Dick', 'Herman Melville']);
    await expectAccessible(seller);
    await screenshot(seller, 'add-book-scanned');
    await closePage(seller);
  });

  it("on a phone, a seller deletes a listing from My products once the store's own dialog has asked", async () => {
    // Their newest listing nobody has ordered: the first card of My products.
    const newest = await store.db.book.findFirstOrThrow({
      where: { seller: { email: SELLER.email }, orders: { none: {} } },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    });
    const phone = await openAt(390, '/login');
    await logIn(phone, SELLER);
    await phone.goto(`${store.url}/dashboard/my-products`);
    const productCard = phone
      .getByRole('list', { name: 'My products' })
      .getByRole('article')
      .filter({ has: phone.getByRole('heading', { name: newest.title, exact: true }) });
    await productCard.getByRole('button', { name: 'Delete' }).click();
    const question = `Do you want to delete "${newest.title}"?`;
    await confirmation(phone, question).waitFor();
    await expectAccessible(phone);
    await screenshotBoth(phone, 'my-products-confirm-delete');
    await answerConfirmation(phone, question, 'Delete');
    await phone.getByText('Delete Success').waitFor();
    await productCard.waitFor({ state: 'detached' });
    expect(await store.db.book.count({ where: { id: newest.id } })).toBe(0);
    await closePage(phone);
  });

  it('on a phone, a seller edits a listing: new words, place and photo, seen on its page at once; a booked copy stays as booked', async () => {
    // Two of the seller's newest copies on sale: on My products' first page.
    const newest = await store.db.book.findMany({
      where: { seller: { email: SELLER.email }, status: 'available', orders: { none: {} } },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      take: 2,
    });
    const [listing, booked] = [newest[0]!, newest[1]!];
    // The demo buyer has booked the other one.
    const buyer = await store.db.user.findUniqueOrThrow({ where: { email: BUYER.email } });
    await store.db.order.create({
      data: {
        bookId: booked.id,
        liveBookId: booked.id,
        buyerId: buyer.id,
        sellerId: booked.sellerId,
        title: booked.title,
        author: booked.author,
        priceMinor: booked.priceMinor,
        imageUrl: booked.imageUrl,
        sellerEmail: SELLER.email,
        sellerPhone: booked.phone,
        sellerLocation: booked.location,
        buyerEmail: BUYER.email,
        buyerPhone: '+8801722222222',
        buyerLocation: 'Dhaka',
        expiresAt: new Date(Date.now() + 3_600_000),
      },
    });
    const newTitle = `${listing.title}: the annotated edition`;
    const phone = await openAt(390, '/login');
    await logIn(phone, SELLER);
    await phone.goto(`${store.url}/dashboard/my-products`);
    const card = (title: string) =>
      phone
        .getByRole('list', { name: 'My products' })
        .getByRole('article')
        .filter({ has: phone.getByRole('heading', { name: title, exact: true }) });
    // A booked copy offers no Edit: it stays as its buyer booked it.
    expect(await card(booked.title).getByRole('link', { name: 'Edit' }).count()).toBe(0);
    await card(listing.title).getByRole('link', { name: 'Edit' }).click();
    await phone.getByRole('heading', { name: `Edit: ${listing.title}` }).waitFor();
    expect(await phone.getByLabel('Title').inputValue()).toBe(listing.title);
    expect(await phone.getByLabel('Price (resale)').inputValue()).toBe(String(listing.priceMinor / 100));
    await phone.getByLabel('Title').fill(newTitle);
    await phone.getByLabel('Location').fill('Sylhet, Zindabazar');
    // A better photo, moved to the front with its arrow: the new cover.
    await choosePhotos(phone, [RED]);
    await phone.getByRole('button', { name: 'Move photo 2 earlier' }).click();
    await expectAccessible(phone);
    await screenshotBoth(phone, 'edit-listing');
    // Checked as a new listing is.
    await phone.getByLabel('Price (resale)').fill('');
    await phone.getByRole('button', { name: 'Save changes' }).click();
    expect(await errorOf(phone, 'Price (resale)')).toMatch(/^Price must be a positive amount/);
    await phone.getByLabel('Price (resale)').fill('199');
    await phone.getByRole('button', { name: 'Save changes' }).click();
    await phone.waitForURL(`${store.url}/dashboard/my-products`);
    await phone.getByText('Listing saved').waitFor();
    await card(newTitle).waitFor();

    const saved = await store.db.book.findUniqueOrThrow({ where: { id: listing.id } });
    expect(saved).toMatchObject({ title: newTitle, location: 'Sylhet, Zindabazar', priceMinor: 19_900, author: listing.author });
    expect([saved.morePhotos, await colourAt(new URL(saved.imageUrl, store.url))]).toEqual([[listing.imageUrl], 'red']);
    const visitor = await openAt(1280, `/books/${listing.id}`);
    await visitor.getByRole('heading', { level: 1, name: newTitle }).waitFor();
    expect(await visitor.getByRole('main').textContent()).toContain('Sylhet, Zindabazar');
    await closePage(visitor);

    // The booked copy's own address says why, instead of a form.
    await phone.goto(`${store.url}/dashboard/my-products/${booked.id}/edit`);
    await phone.getByText(/^This copy is booked: the buyer booked it as it was listed/).waitFor();
    await screenshot(phone, 'edit-listing-booked');
    await closePage(phone);
  });

  it('category pages page through their books with Load more; unknown categories and the sort say so', async () => {
    const page = await openAt(1280, '/login');
    await logIn(page, BUYER);
    const biggest = await store.db.category.findMany({ select: { name: true, slug: true, _count: { select: { books: true } } } });
    const shelf = biggest.sort((a, b) => b._count.books - a._count.books)[0]!;
    await page.goto(`${store.url}/category/${shelf.slug}`);
    await page.getByRole('heading', { level: 1, name: `Category: ${shelf.name}` }).waitFor();
    const cards = page.getByRole('main').getByRole('article');
    await cards.first().waitFor();
    if (shelf._count.books > 12) {
      expect(await cards.count()).toBe(12);
      await page.getByRole('button', { name: 'Load more' }).click();
      await expect.poll(() => cards.count()).toBe(Math.min(shelf._count.books, 24));
    } else {
      expect(await cards.count()).toBe(shelf._count.books);
      expect(await page.getByRole('button', { name: 'Load more' }).count()).toBe(0);
    }

    await page.goto(`${store.url}/category/no-such-shelf`);
    await page.getByRole('heading', { name: 'Category not found' }).waitFor();
    await expectAccessible(page);
    await screenshot(page, 'category-not-found');

    // Sorting by price, low to high: the prices on the cards never go down.
    await page.goto(`${store.url}/search?sort=price_asc`);
    await cards.first().waitFor();
    expect(await page.getByRole('search').getByLabel('Sort by').inputValue()).toBe('price_asc');
    const prices = await page.getByRole('main').locator('article p > span.text-2xl').allTextContents();
    const numbers = prices.map((p) => Number(p.replace(/[^\d.]/g, '')));
    expect(numbers.length).toBeGreaterThan(1);
    expect([...numbers].sort((a, b) => a - b)).toEqual(numbers);
    await closePage(page);
  });
});
