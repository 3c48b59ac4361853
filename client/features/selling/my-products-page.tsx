import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { PagedList } from '../../components/paged-list.tsx';
import { dashboard } from '../../i18n/dashboard.ts';
import { useMessages } from '../../i18n/namespace.ts';
import { selling } from '../../i18n/selling.ts';
import { nextCursorAfter } from '../../lib/next-cursor.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { useStoreCurrency } from '../../lib/use-store-currency.ts';
import { useAuth } from '../auth/auth-context.ts';
import { BundleDiscountForm } from './bundle-discount-form.tsx';
import { ExportButton } from './export-button.tsx';
import { ProductCard } from './product-card.tsx';
import { ProductRow } from './product-row.tsx';
import { useProductActions } from './use-product-actions.ts';

const PAGE_SIZE = 24;

/** The seller's listings, newest first, a page at a time. */
export function MyProductsPage() {
  const trpc = useTRPC();
  const { user } = useAuth();
  const email = user?.email ?? '';
  const currency = useStoreCurrency();
  const books = useInfiniteQuery(
    trpc.books.mine.infiniteQueryOptions({ email, limit: PAGE_SIZE }, { enabled: email !== '', getNextPageParam: nextCursorAfter(PAGE_SIZE) }),
  );
  const actions = useProductActions();
  const t = useMessages(selling);
  const d = useMessages(dashboard);

  return (
    <section>
      <title>{d('pageTitle', { page: t('products.title') })}</title>
      <div className="mb-8 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="font-serif text-3xl font-bold sm:text-4xl">{t('products.title')}</h1>
          <p className="text-base-content/75 mt-3 text-lg">{t('products.intro')}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <ExportButton />
          <Link to="/dashboard/bulk-import" className="btn btn-outline">
            {t('bulk.title')}
          </Link>
          <Link to="/dashboard/add-book" className="btn btn-primary">
            {t('addBook')}
          </Link>
        </div>
      </div>
      <BundleDiscountForm />
      <PagedList
        list={books}
        label={t('products.title')}
        what={t('products.what')}
        empty={t('products.empty')}
        columns={[t('column.photo'), t('column.title'), t('column.price'), t('column.status'), t('column.actions')]}
        row={(book) => <ProductRow book={book} currency={currency} actions={actions} />}
        card={(book) => <ProductCard book={book} currency={currency} actions={actions} />}
      />
    </section>
  );
}
