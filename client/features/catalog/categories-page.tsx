import { catalog } from '../../i18n/catalog.ts';
import { useMessages } from '../../i18n/namespace.ts';
import { CategoryGrid } from './category-grid.tsx';

export function CategoriesPage() {
  const t = useMessages(catalog);
  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
      <title>{t('categoriesTitle')}</title>
      <div className="mb-10 max-w-2xl">
        <p className="text-secondary text-sm font-semibold tracking-wider uppercase">{t('browse')}</p>
        <h1 className="mt-2 font-serif text-4xl font-bold">{t('categories')}</h1>
        <p className="text-base-content/75 mt-3 text-lg">{t('categoriesIntro')}</p>
      </div>
      <CategoryGrid cardHeadingTag="h2" />
    </div>
  );
}
