import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { LoadingSpinner } from '../../components/loading-spinner.tsx';
import { QueryError } from '../../components/query-error.tsx';
import { CategoryBooks } from '../../features/catalog/category-books.tsx';
import { UnknownCategory } from '../../features/catalog/unknown-category.tsx';
import { useTRPC } from '../../lib/trpc.ts';
import { BookableBookGrid } from '../book-actions/bookable-book-grid.tsx';
import { catalog } from '../../i18n/catalog.ts';
import { useMessages } from '../../i18n/namespace.ts';
import { useCategoryName } from '../../i18n/use-category-name.ts';

/** /category/:categoryId: nothing shows until the category itself has loaded. */
export function CategoryPage() {
  const trpc = useTRPC();
  const { categoryId = '' } = useParams();
  // A slug the server would refuse (capitals, spaces) cannot name a category: say so without asking.
  const wellFormed = /^[a-z0-9-]{1,64}$/.test(categoryId);
  const category = useQuery(trpc.catalog.category.queryOptions({ categoryId }, { enabled: wellFormed }));
  const t = useMessages(catalog);
  const nameOf = useCategoryName();

  if (!wellFormed) return <UnknownCategory />;
  if (category.isPending) return <LoadingSpinner label={t('loadingCategory')} className="min-h-[50vh]" />;
  if (category.isError) {
    return (
      <div className="px-4 py-16">
        <QueryError message={t('categoryFailed')} onRetry={() => void category.refetch()} retrying={category.isFetching} />
      </div>
    );
  }
  if (!category.data) return <UnknownCategory />;

  const name = nameOf(category.data);
  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
      <title>{t('categoryPageTitle', { name })}</title>
      <div className="mb-10 max-w-2xl">
        <p className="text-secondary text-sm font-semibold tracking-wider uppercase">{t('browse')}</p>
        <h1 className="mt-2 font-serif text-4xl font-bold">{t('categoryHeading', { name })}</h1>
        <p className="text-base-content/75 mt-3 text-lg">{t('categoryIntro', { name })}</p>
      </div>
      <CategoryBooks categoryId={category.data.categoryId} renderBooks={(books) => <BookableBookGrid books={books} cardHeadingTag="h2" opensPage />} />
    </div>
  );
}
