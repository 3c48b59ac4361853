import type { Db } from '../db/client.ts';
import type { ImageStorage } from '../integrations/images/storage.ts';
import { storeImage } from '../services/images.ts';
import { renderCover } from '../services/covers.ts';
import { demoAccounts } from './demo-accounts.ts';
import { demoCatalog, demoComparables } from './demo-catalog.ts';
import { demoIsbnShelf } from './demo-isbn-shelf.ts';
import { toMinor } from '../../shared/money.ts';

/** Serialises seeding between processes that start together on one empty database. */
const SEED_LOCK = 72707370;

/**
 * Fills an empty database with the demo store: the demo users, categories and books with generated
 * covers, priced in `currency`, eight weeks of their views, and the shelf of their editions' ISBN records (demo-isbn-shelf.ts). Does nothing when any category exists, so a restart never seeds twice.
 * Returns whether it seeded.
 */
export async function seedDemo(db: Db, images: ImageStorage, currency: string): Promise<boolean> {
  if ((await db.category.count()) > 0) return false;
  const sellers = demoAccounts.filter((a) => a.role === 'seller');
  const listings = [
    ...demoCatalog.flatMap((c) => c.books.map((b, i) => ({ ...b, slug: c.slug, seller: sellers[i % sellers.length]!, advertise: undefined }))),
    // Never advertised: the home page shows each title once.
    ...demoComparables.map((b, i) => ({ ...b, seller: sellers[(i + 1) % sellers.length]!, advertise: false })),
  ];
  const books = await Promise.all(listings.map(async (b) => ({ ...b, image: await storeImage(images, await renderCover(b.title, b.author)) })));
  return db.$transaction(
    async (tx) => {
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(${SEED_LOCK})`;
      if ((await tx.category.count()) > 0) return false;
      const users = new Map<string, string>();
      for (const a of demoAccounts) {
        const user = await tx.user.upsert({
          where: { email: a.email },
          update: {},
          create: {
            firebaseUid: a.uid,
            email: a.email,
            name: a.name,
            role: a.role,
            sellerStatus: a.verified ? 'verified' : 'unverified',
            // The demo accounts are made with verified emails (see demo-accounts.ts).
            emailVerified: true,
          },
          select: { id: true },
        });
        users.set(a.email, user.id);
      }
      const categories = new Map<string, string>();
      for (const c of demoCatalog) {
        const row = await tx.category.create({ data: { name: c.name, nameBn: c.nameBn, slug: c.slug }, select: { id: true } });
        categories.set(c.slug, row.id);
      }
      // Stagger posting dates so "newest first" has a meaningful order.
      const now = Date.now();
      await tx.book.createMany({
        data: books.map((b, i) => ({
          title: b.title,
          author: b.author,
          priceMinor: toMinor(b.price, currency),
          originalPriceMinor: b.originalPrice === null ? null : toMinor(b.originalPrice, currency),
          condition: b.condition,
          yearsOfUse: b.years,
          phone: '+8801700000000',
          location: b.location,
          description: b.description,
          categoryId: categories.get(b.slug)!,
          imageUrl: b.image.url,
          thumbUrl: b.image.thumbUrl,
          isbn: demoIsbnShelf[b.title]?.isbn ?? null,
          sellerId: users.get(b.seller.email)!,
          advertise: b.advertise ?? i % 7 === 0,
          createdAt: new Date(now - i * 3_600_000),
        })),
      });
      await tx.bookViewDay.createMany({ data: demoViews(await tx.book.findMany({ select: { id: true }, orderBy: { createdAt: 'desc' } }), now) });
      await tx.isbnRecord.createMany({
        data: books.flatMap((b) => {
          const shelved = demoIsbnShelf[b.title];
          return shelved ? [{ ...shelved, found: true, imageUrl: b.image.url }] : [];
        }),
        skipDuplicates: true,
      });
      return true;
    },
    { timeout: 30_000 },
  );
}

/** Eight weeks of views of each demo book, so a demo seller's Insights have something to chart: a made-up but steady pattern. */
function demoViews(books: Array<{ id: string }>, now: number) {
  return books.flatMap(({ id }, i) =>
    Array.from({ length: 56 }, (_, daysAgo) => ({
      bookId: id,
      day: new Date(new Date(now - (daysAgo + 1) * 86_400_000).toISOString().slice(0, 10)),
      views: (i * 7 + daysAgo * 3) % 9,
    })).filter((day) => day.views > 0),
  );
}
