import type { Book } from '../../shared/books.ts';

/** A listing as the store sends it: another seller's available copy, unless `overrides` say otherwise. */
export function aBook(overrides: Partial<Book> = {}): Book {
  return {
    _id: '0b5f6a1e-3c2d-4e8f-9a7b-1c2d3e4f5a6b',
    book: 'The God of Small Things',
    author: 'Arundhati Roy',
    price: '350',
    priceMinor: 35000,
    originalPrice: null,
    originalPriceMinor: null,
    condition: 'Good',
    years: '2',
    phone: '+8801700000000',
    location: 'Dhaka',
    description: '',
    categoryId: 'fiction',
    image: '/images/cover.webp',
    photos: ['/images/cover.webp'],
    thumbnail: null,
    isbn: null,
    addedBy: 'seller@example.com',
    sellerId: '2d3e4f5a-6b7c-4d8e-9f0a-1b2c3d4e5f6a',
    sellerName: 'Nadia Rahman',
    sellerVerified: true,
    sellerRating: null,
    status: 'available',
    advertise: false,
    acceptsOffers: true,
    booked: false,
    createdAt: '2026-11-24T18:30:00.000Z',
    ...overrides,
  };
}
