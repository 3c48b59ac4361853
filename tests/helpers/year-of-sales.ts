import { randomUUID } from 'node:crypto';
import type { Db } from '../../server/db/client.ts';
import type { Prisma } from '../../server/db/generated/client.ts';
import { CANCEL_REASONS } from '../../server/services/orders.ts';

/**
 * A store's last 400 days, written straight to its tables (seller insights and the admin overview
 * read them, tests/insights.test.ts): accounts, listings, orders in every state with their ledger
 * rows (charges, refunds, transfers and fees, or a payout still due), saves, conversations, offers,
 * views per day and today's visitors, and reports. Times fall anywhere in a day, so days and weeks
 * in the store's time zone are not UTC's. The same seed gives the same store.
 */
export async function seedYearOfSales(db: Db, { sellerIds, categoryId, seed = 42 }: { sellerIds: string[]; categoryId: string; seed?: number }) {
  const random = mulberry32(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const now = Date.now();
  const DAY = 86_400_000;
  const within = (days: number) => new Date(now - Math.floor(random() * days * DAY));
  const after = (at: Date, maxHours: number) => new Date(Math.min(now, at.getTime() + Math.floor(random() * maxHours * 3_600_000) + 60_000));

  const people = Array.from({ length: 80 }, (_, i) => ({
    id: randomUUID(),
    firebaseUid: `year-${seed}-${i}`,
    email: `year.${seed}.${i}@example.com`,
    name: `Reader ${i}`,
    role: i % 6 === 0 ? ('seller' as const) : ('buyer' as const),
    createdAt: within(400),
  }));
  await db.user.createMany({ data: people });
  const buyers = people.filter((p) => p.role === 'buyer');

  const books = sellerIds.flatMap((sellerId, s) =>
    Array.from({ length: s === 0 ? 30 : 12 }, (_, i) => ({
      id: randomUUID(),
      title: `Year Book ${s}-${i}`,
      author: 'Some Author',
      priceMinor: (100 + Math.floor(random() * 900)) * 100,
      condition: 'Good' as const,
      phone: '+8801700000001',
      location: 'Dhaka',
      categoryId,
      imageUrl: '/images/year.webp',
      sellerId,
      status: random() < 0.2 ? ('sold' as const) : ('available' as const),
      createdAt: within(400),
    })),
  );
  await db.book.createMany({ data: books });

  const orders: Prisma.OrderCreateManyInput[] = [];
  const ledger: Array<{ orderId: string; kind: 'charge' | 'refund' | 'transfer' | 'platform_fee'; amountMinor: number; createdAt: Date }> = [];
  for (let i = 0; i < 320; i++) {
    const book = pick(books);
    const buyer = pick(buyers);
    const createdAt = within(400);
    const fate = random();
    const feeMinor = Math.round(book.priceMinor * 0.05);
    const order = {
      id: randomUUID(),
      bookId: book.id,
      buyerId: buyer.id,
      sellerId: book.sellerId,
      title: book.title,
      author: book.author,
      priceMinor: book.priceMinor,
      imageUrl: book.imageUrl,
      sellerEmail: 'seller@example.com',
      sellerPhone: book.phone,
      sellerLocation: book.location,
      buyerEmail: buyer.email,
      buyerPhone: '+8801700000002',
      expiresAt: new Date(createdAt.getTime() + DAY),
      createdAt,
    };
    if (fate < 0.25) {
      const expired = fate < 0.18;
      orders.push({
        ...order,
        status: 'cancelled',
        cancelledAt: after(createdAt, 24),
        cancelReason: expired ? CANCEL_REASONS.expired : CANCEL_REASONS.byBuyer,
      });
      continue;
    }
    if (fate < 0.3) {
      orders.push({ ...order, status: 'booked' });
      continue;
    }
    const paidAt = after(createdAt, 20);
    ledger.push({ orderId: order.id, kind: 'charge', amountMinor: book.priceMinor, createdAt: paidAt });
    const paid = { ...order, paidAt, platformFeeMinor: feeMinor };
    if (fate < 0.42) {
      orders.push({ ...paid, status: 'paid' });
    } else if (fate < 0.5) {
      orders.push({ ...paid, status: 'problem', problemReason: 'not_received', problemAt: after(paidAt, 72) });
    } else if (fate < 0.58) {
      const problemAt = after(paidAt, 72);
      orders.push({ ...paid, status: 'refunded', problemReason: 'not_as_described', problemAt });
      ledger.push({ orderId: order.id, kind: 'refund', amountMinor: book.priceMinor, createdAt: after(problemAt, 48) });
    } else {
      const handedOverAt = after(paidAt, 48);
      const completedAt = after(handedOverAt, 7 * 24);
      const owed = fate > 0.9;
      orders.push({ ...paid, status: 'completed', handedOverAt, completedAt, ...(owed && { payoutDueAt: completedAt }) });
      if (!owed) {
        ledger.push({ orderId: order.id, kind: 'transfer', amountMinor: book.priceMinor - feeMinor, createdAt: completedAt });
        ledger.push({ orderId: order.id, kind: 'platform_fee', amountMinor: feeMinor, createdAt: completedAt });
      }
    }
  }
  await db.order.createMany({ data: orders });
  await db.ledgerEntry.createMany({
    data: ledger.map((row) => ({
      ...row,
      currency: 'BDT',
      provider: row.kind === 'platform_fee' ? 'store' : 'test',
      providerRef: row.kind === 'platform_fee' ? null : `year_${row.kind}_${row.orderId}`,
    })),
  });

  const pairs = <T>(count: number, make: () => T, key: (item: T) => string): T[] => {
    const seen = new Map<string, T>();
    for (let i = 0; i < count * 3 && seen.size < count; i++) {
      const item = make();
      seen.set(key(item), item);
    }
    return [...seen.values()];
  };
  await db.wishlistItem.createMany({
    data: pairs(
      220,
      () => ({ userId: pick(buyers).id, bookId: pick(books).id, createdAt: within(400) }),
      (w) => `${w.userId}|${w.bookId}`,
    ),
  });
  const conversations = pairs(
    140,
    () => {
      const book = pick(books);
      return { id: randomUUID(), bookId: book.id, bookTitle: book.title, buyerId: pick(buyers).id, sellerId: book.sellerId, createdAt: within(400) };
    },
    (c) => `${c.bookId}|${c.buyerId}`,
  );
  await db.conversation.createMany({ data: conversations });
  await db.offer.createMany({
    data: conversations.slice(0, 70).map((c) => {
      const book = books.find((b) => b.id === c.bookId)!;
      const createdAt = after(c.createdAt, 48);
      return {
        bookId: c.bookId,
        conversationId: c.id,
        buyerId: c.buyerId,
        sellerId: c.sellerId,
        bookTitle: c.bookTitle,
        listedMinor: book.priceMinor,
        amountMinor: Math.round(book.priceMinor * 0.8),
        status: 'declined' as const,
        buyerPhone: '+8801700000002',
        expiresAt: new Date(createdAt.getTime() + 2 * DAY),
        createdAt,
      };
    }),
  });

  // Views: past days rolled up, and the visitors of today and yesterday (some the seller's own).
  const dayOf = (at: Date) => new Date(at.toISOString().slice(0, 10));
  await db.bookViewDay.createMany({
    data: pairs(
      900,
      () => ({ bookId: pick(books).id, day: dayOf(within(400)), views: 1 + Math.floor(random() * 40) }),
      (v) => `${v.bookId}|${v.day.toISOString()}`,
    ),
    skipDuplicates: true,
  });
  const visits = pairs(
    120,
    () => ({ day: dayOf(within(2)), bookId: pick(books).id, visitor: Buffer.from(randomUUID().replaceAll('-', ''), 'hex'), own: random() < 0.2 }),
    (v) => v.visitor.toString('hex'),
  );
  await db.bookViewVisit.createMany({ data: visits });

  const reporter = buyers[0]!;
  await db.report.createMany({
    data: books.slice(0, 16).map((book, i) => ({
      bookId: book.id,
      reporterId: people[i + 1]!.id,
      reporterEmail: reporter.email,
      bookTitle: book.title,
      sellerEmail: 'seller@example.com',
      reason: 'other' as const,
      status: i % 3 === 0 ? ('dismissed' as const) : ('open' as const),
      createdAt: within(60),
    })),
  });
  return { books: books.length, orders: orders.length, ledgerRows: ledger.length };
}

/** A small seeded generator (mulberry32): the same numbers for the same seed. */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
