import { randomUUID } from 'node:crypto';
import type { Db } from '../../server/db/client.ts';
import { CANCEL_REASONS } from '../../server/services/orders.ts';
import { addDays, storeDay } from '../../shared/store-days.ts';

/** The store's time zone in the journeys (STORE_TIME_ZONE's default; startStore sets no other), and its offset from UTC. */
export const STORE_ZONE = 'Asia/Dhaka';
const NOON = 'T12:00:00+06:00';

/** The store's day `daysAgo` days before today, and noon on it. */
export const dayAgo = (daysAgo: number) => addDays(storeDay(STORE_ZONE), -daysAgo);
const noonAgo = (daysAgo: number) => new Date(`${dayAgo(daysAgo)}${NOON}`);

/** The seeded listings by title, and each one's views as [days ago, views] (book_view_days rows). */
export const LISTINGS = {
  quiet: {
    title: 'The Quiet River',
    status: 'available',
    views: [
      [2, 6],
      [9, 8],
      [40, 5],
    ],
  },
  tea: {
    title: 'Morning Tea',
    status: 'available',
    views: [
      [3, 7],
      [40, 4],
    ],
  },
  boats: { title: 'Paper Boats', status: 'sold', views: [[5, 3]] },
  maps: { title: 'Old Maps', status: 'sold', views: [[20, 2]] },
  rain: { title: 'Rain Songs', status: 'available', views: [[60, 1]] },
} as const;
type Key = keyof typeof LISTINGS;

/** Prices in minor units (BDT), and the 5% fee the paid ones were charged. */
const PRICE: Record<Key, number> = { quiet: 25_000, tea: 18_000, boats: 45_000, maps: 30_000, rain: 20_000 };
const fee = (minor: number) => Math.round(minor * 0.05);

/**
 * A few weeks of one seller's listings, written straight to the tables (the browser's own visits are
 * not counted: it is headless). Whatever else the demo store has, it has no orders, ledger rows or
 * reports, so the admin overview's sales, problems, refunds, reports and payouts are these alone:
 * - views: 26 over the last 4 weeks, 36 over 12; saves 2 and 3; one question and one offer (Morning Tea);
 * - orders: Paper Boats paid 6 days ago, completed 4 days ago and not yet paid out (427.50 earned);
 *   Old Maps paid 19 days ago with a problem 18 days ago; Rain Songs paid 60 days ago and refunded;
 *   Morning Tea booked 2 days ago; a booking of The Quiet River that expired 10 days ago;
 * - two open reports on demo listings, made 3 days and 1 day ago.
 */
export async function seedInsights(db: Db, sellerEmail: string) {
  const seller = await db.user.findUniqueOrThrow({ where: { email: sellerEmail } });
  const category = await db.category.findFirstOrThrow({ select: { id: true } });
  const buyers = [0, 1].map((i) => ({
    id: randomUUID(),
    firebaseUid: `insights-buyer-${i}-${randomUUID()}`,
    email: `insights.buyer.${i}.${Date.now()}@example.com`,
    name: `Insights Reader ${i}`,
    role: 'buyer' as const,
    createdAt: noonAgo(30),
  }));
  await db.user.createMany({ data: buyers });
  const [reader, other] = buyers as [(typeof buyers)[0], (typeof buyers)[0]];

  const ids = Object.fromEntries(Object.keys(LISTINGS).map((key) => [key, randomUUID()])) as Record<Key, string>;
  await db.book.createMany({
    data: (Object.keys(LISTINGS) as Key[]).map((key) => ({
      id: ids[key],
      title: LISTINGS[key].title,
      author: 'Insights Author',
      priceMinor: PRICE[key],
      condition: 'Good' as const,
      phone: '+8801700000001',
      location: 'Dhaka',
      categoryId: category.id,
      imageUrl: '/images/insights.webp',
      sellerId: seller.id,
      status: LISTINGS[key].status,
      createdAt: noonAgo(90),
    })),
  });
  await db.bookViewDay.createMany({
    data: (Object.keys(LISTINGS) as Key[]).flatMap((key) =>
      LISTINGS[key].views.map(([daysAgo, views]) => ({ bookId: ids[key], day: new Date(`${dayAgo(daysAgo)}T00:00:00Z`), views })),
    ),
  });
  await db.wishlistItem.createMany({
    data: [
      { userId: reader.id, bookId: ids.tea, createdAt: noonAgo(4) },
      { userId: other.id, bookId: ids.tea, createdAt: noonAgo(4) },
      { userId: reader.id, bookId: ids.quiet, createdAt: noonAgo(40) },
    ],
  });
  const conversation = await db.conversation.create({
    data: { bookId: ids.tea, bookTitle: LISTINGS.tea.title, buyerId: reader.id, sellerId: seller.id, createdAt: noonAgo(3) },
  });
  await db.offer.create({
    data: {
      bookId: ids.tea,
      conversationId: conversation.id,
      buyerId: reader.id,
      sellerId: seller.id,
      bookTitle: LISTINGS.tea.title,
      listedMinor: PRICE.tea,
      amountMinor: 15_000,
      status: 'declined',
      buyerPhone: '+8801700000002',
      expiresAt: noonAgo(1),
      createdAt: noonAgo(3),
    },
  });

  const order = (key: Key, createdDaysAgo: number) => ({
    id: randomUUID(),
    bookId: ids[key],
    buyerId: reader.id,
    sellerId: seller.id,
    title: LISTINGS[key].title,
    author: 'Insights Author',
    priceMinor: PRICE[key],
    imageUrl: '/images/insights.webp',
    sellerEmail,
    sellerPhone: '+8801700000001',
    sellerLocation: 'Dhaka',
    buyerEmail: reader.email,
    buyerPhone: '+8801700000002',
    expiresAt: noonAgo(createdDaysAgo - 1),
    createdAt: noonAgo(createdDaysAgo),
  });
  const paid = (key: Key, daysAgo: number) => ({ ...order(key, daysAgo), paidAt: noonAgo(daysAgo), platformFeeMinor: fee(PRICE[key]) });
  const boats = { ...paid('boats', 6), status: 'completed' as const, handedOverAt: noonAgo(5), completedAt: noonAgo(4), payoutDueAt: noonAgo(4) };
  const maps = { ...paid('maps', 19), status: 'problem' as const, problemReason: 'not_received' as const, problemAt: noonAgo(18) };
  const rain = { ...paid('rain', 60), status: 'refunded' as const, problemReason: 'not_as_described' as const, problemAt: noonAgo(60) };
  // Booked two days ago and still held (its booking runs out tomorrow, after the journey).
  const tea = { ...order('tea', 2), status: 'booked' as const, expiresAt: new Date(Date.now() + 86_400_000) };
  const expired = { ...order('quiet', 11), status: 'cancelled' as const, cancelledAt: noonAgo(10), cancelReason: CANCEL_REASONS.expired };
  await db.order.createMany({ data: [boats, maps, rain, tea, expired] });
  const charge = (o: { id: string; priceMinor: number; paidAt: Date }) => ({
    orderId: o.id,
    kind: 'charge' as const,
    amountMinor: o.priceMinor,
    createdAt: o.paidAt,
    providerRef: `insights_charge_${o.id}`,
  });
  await db.ledgerEntry.createMany({
    data: [
      charge(boats),
      charge(maps),
      charge(rain),
      { orderId: rain.id, kind: 'refund' as const, amountMinor: rain.priceMinor, createdAt: noonAgo(59), providerRef: `insights_refund_${rain.id}` },
    ].map((row) => ({ ...row, currency: 'BDT', provider: 'test' })),
  });

  const reported = await db.book.findMany({ where: { sellerId: { not: seller.id } }, select: { id: true, title: true }, take: 2 });
  await db.report.createMany({
    data: reported.map((book, i) => ({
      bookId: book.id,
      reporterId: buyers[i]!.id,
      reporterEmail: buyers[i]!.email,
      bookTitle: book.title,
      sellerEmail: 'seller@example.com',
      reason: 'other' as const,
      createdAt: new Date(Date.now() - (i === 0 ? 3 : 1) * 86_400_000),
    })),
  });
  return { ids, earnedMinor: PRICE.boats - fee(PRICE.boats) };
}
