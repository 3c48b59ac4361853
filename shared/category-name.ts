import type { Locale } from './locales.ts';

/**
 * A category's name in a language: its Bangla name on a Bangla page when it has one, else its
 * English name. Apart from shared/catalog.ts, whose schemas would bring zod into every page.
 */
export const categoryName = (category: { category: string; categoryBn: string | null }, locale: Locale) =>
  (locale === 'bn' && category.categoryBn) || category.category;
