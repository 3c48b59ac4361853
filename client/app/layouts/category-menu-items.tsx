import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTRPC } from '../../lib/trpc.ts';
import { common } from '../../i18n/common.ts';
import { useMessages } from '../../i18n/namespace.ts';
import { useCategoryName } from '../../i18n/use-category-name.ts';

/** The categories as `<li>` menu entries, shared by the desktop submenu and the mobile menu (`onPick`: closes the menu once one is picked). */
export function CategoryMenuItems({ onPick }: { onPick?: () => void }) {
  const trpc = useTRPC();
  const categories = useQuery(trpc.catalog.categories.queryOptions());
  const t = useMessages(common);
  const nameOf = useCategoryName();

  if (categories.isPending) {
    return (
      <li>
        <span className="text-base-content/75 pointer-events-none">{t('loadingCategories')}</span>
      </li>
    );
  }
  if (categories.isError) {
    return (
      <li>
        <button type="button" onClick={() => void categories.refetch()}>
          {t('categoriesFailed')}
        </button>
      </li>
    );
  }
  return categories.data.map((category) => (
    <li key={category._id}>
      <Link to={`/category/${category.categoryId}`} onClick={onPick}>
        {nameOf(category)}
      </Link>
    </li>
  ));
}
