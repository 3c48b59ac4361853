import type { Db } from '../../server/db/client.ts';
import type { NewBookInput } from '../../shared/books.ts';

/** A new listing as a seller fills it in (the legacy field names, a category slug, an uploaded image's path). */
export const NEW_LISTING = {
  book: 'The Old Man and the Sea',
  author: 'Ernest Hemingway',
  price: '350',
  condition: 'Good',
  years: '3',
  phone: '+8801711111111',
  location: 'Dhaka',
  description: 'Paperback',
  categoryId: 'fiction',
  image: '/images/abc.webp',
} satisfies NewBookInput;

/** Inserts categories directly, for tests that need a catalog but not the demo store. */
export async function addCategories(db: Db, names: string[]) {
  return Promise.all(
    names.map((name) =>
      db.category.create({ data: { name, slug: name.toLowerCase().replace(/[^a-z0-9]+/g, '-') }, select: { id: true, name: true, slug: true } }),
    ),
  );
}

type BookFields = { sellerId: string; categoryId: string; title?: string; priceMinor?: number; advertise?: boolean };

/** Inserts one listing directly (available, priced 350 unless told otherwise); answers its id. */
export async function addBook(db: Db, { sellerId, categoryId, title = 'A Listed Book', priceMinor = 35000, advertise = false }: BookFields): Promise<string> {
  const book = await db.book.create({
    data: {
      title,
      author: 'Some Author',
      priceMinor,
      condition: 'Good',
      phone: '+8801700000000',
      location: 'Dhaka',
      categoryId,
      imageUrl: '/images/c.webp',
      sellerId,
      advertise,
    },
    select: { id: true },
  });
  return book.id;
}

/** Makes accounts look a few days old: reports from accounts younger than a day cannot hide a listing. */
export async function ageAccounts(db: Db, userIds: string[], days = 3): Promise<void> {
  await db.user.updateMany({ where: { id: { in: userIds } }, data: { createdAt: new Date(Date.now() - days * 86_400_000) } });
}

type OfferFields = { bookId: string; buyerId: string; sellerId: string; listedMinor: number; amountMinor: number };

/**
 * Inserts a buyer's open offer on a book directly (its conversation too, opened if need be), the
 * seller's turn for an hour; answers its id. Past the daily offer cap, for fixtures made by the dozen.
 */
export async function addOffer(db: Db, { bookId, buyerId, sellerId, listedMinor, amountMinor }: OfferFields): Promise<string> {
  const parties = { bookId, buyerId, sellerId, bookTitle: 'Offered Book' };
  const conversation = await db.conversation.upsert({
    where: { bookId_buyerId: { bookId, buyerId } },
    create: parties,
    update: {},
    select: { id: true },
  });
  const offer = await db.offer.create({
    data: { ...parties, conversationId: conversation.id, listedMinor, amountMinor, buyerPhone: '+8801700000001', expiresAt: new Date(Date.now() + 3_600_000) },
    select: { id: true },
  });
  return offer.id;
}
