import type { Locale } from '../../../shared/locales.ts';

type Condition = 'Excellent' | 'Good' | 'Fair';

/** What the server writes into a page's head (title, description, link previews), in each language. */
export type PageWords = {
  store: string;
  notFound: (what: 'book' | 'category' | 'seller' | 'page') => { title: string; description: string };
  bookTitle: (title: string, author: string) => string;
  bookState: (state: { sold: boolean; price: string; condition: Condition; location: string }) => string;
  bookFallback: (title: string, author: string, seller: string) => string;
  categoryTitle: (name: string) => string;
  categoryDescription: (name: string) => string;
  sellerTitle: (name: string) => string;
  /** `since` and `soldText` are written in the page's digits; `sold` picks the English plural. */
  sellerSummary: (seller: { verified: boolean; since: string; sold: number; soldText: string }) => string;
};

const EN_CONDITION: Record<Condition, string> = { Excellent: 'excellent', Good: 'good', Fair: 'fair' };
const BN_CONDITION: Record<Condition, string> = { Excellent: 'চমৎকার', Good: 'ভালো', Fair: 'মোটামুটি' };
const EN_WHAT = { book: 'Book', category: 'Category', seller: 'Seller', page: 'Page' } as const;
const BN_WHAT = { book: 'বইটি', category: 'ক্যাটাগরিটি', seller: 'বিক্রেতা', page: 'পাতাটি' } as const;

export const PAGE_WORDS: Record<Locale, PageWords> = {
  en: {
    store: 'Book Store',
    notFound: (what) => ({
      title: `${EN_WHAT[what]} not found · Book Store`,
      description: `There is no such ${what} on Book Store. Browse the categories for used books from local sellers.`,
    }),
    bookTitle: (title, author) => `${title} by ${author} · Book Store`,
    bookState: ({ sold, price, condition, location }) => `${sold ? 'Sold' : `${price}, ${EN_CONDITION[condition]} condition`}, in ${location}.`,
    bookFallback: (title, author, seller) => `A used copy of ${title} by ${author}, from ${seller}.`,
    categoryTitle: (name) => `Used ${name} books · Book Store`,
    categoryDescription: (name) =>
      `Used ${name.toLowerCase()} books from local sellers on Book Store: see the price, condition and location of each copy, and book one.`,
    sellerTitle: (name) => `${name}, used books · Book Store`,
    sellerSummary: ({ verified, since, sold, soldText }) =>
      `${verified ? 'Verified seller' : 'Seller'} on Book Store since ${since}, ${soldText} ${sold === 1 ? 'book' : 'books'} sold.`,
  },
  bn: {
    store: 'বুক স্টোর',
    notFound: (what) => ({
      title: `${BN_WHAT[what]} পাওয়া যায়নি · বুক স্টোর`,
      description: `বুক স্টোরে এমন কিছু নেই। ক্যাটাগরিগুলো ঘুরে দেখুন: কাছের বিক্রেতাদের পুরোনো বই।`,
    }),
    bookTitle: (title, author) => `${title} — ${author} · বুক স্টোর`,
    bookState: ({ sold, price, condition, location }) => `${sold ? 'বিক্রি হয়ে গেছে' : `${price}, অবস্থা ${BN_CONDITION[condition]}`}, ${location}।`,
    bookFallback: (title, author, seller) => `${author}-এর ${title} বইয়ের একটি পুরোনো কপি, বিক্রেতা ${seller}।`,
    categoryTitle: (name) => `${name}: পুরোনো বই · বুক স্টোর`,
    categoryDescription: (name) => `বুক স্টোরে কাছের বিক্রেতাদের পুরোনো ${name} বই: প্রতিটি কপির দাম, অবস্থা আর জায়গা দেখে বুক করুন।`,
    sellerTitle: (name) => `${name}: পুরোনো বই · বুক স্টোর`,
    sellerSummary: ({ verified, since, soldText }) =>
      `${since} সাল থেকে বুক স্টোরে ${verified ? 'যাচাই করা বিক্রেতা' : 'বিক্রেতা'}, বিক্রি করেছেন ${soldText}টি বই।`,
  },
};
