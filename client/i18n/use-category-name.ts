import type { Category } from '../../shared/catalog.ts';
import { categoryName } from '../../shared/category-name.ts';
import { useReading } from './locale.ts';

/** A category's name in the page's language (its Bangla name on a Bangla page, when it has one). */
export function useCategoryName(): (category: Pick<Category, 'category' | 'categoryBn'>) => string {
  const { locale } = useReading();
  return (category) => categoryName(category, locale);
}
