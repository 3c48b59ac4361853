import { useQuery } from '@tanstack/react-query';
import type { ControlProps } from '../../components/form-field.tsx';
import { common } from '../../i18n/common.ts';
import { useMessages } from '../../i18n/namespace.ts';
import { selling } from '../../i18n/selling.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { useCategoryName } from '../../i18n/use-category-name.ts';

/**
 * The store's categories to pick one from (`categoryId`, by slug), disabled until they are here.
 * A default is picked only among the options there are when it first shows: a form that starts
 * from a listing shows once the categories are loaded (EditBookPage).
 */
export function CategorySelect({ control, defaultValue = '' }: { control: ControlProps; defaultValue?: string }) {
  const trpc = useTRPC();
  const categories = useQuery(trpc.catalog.categories.queryOptions());
  const t = useMessages(selling);
  const nameOf = useCategoryName();
  const shared = useMessages(common);
  return (
    <select {...control} name="categoryId" defaultValue={defaultValue} className="select w-full" disabled={!categories.data}>
      <option value="" disabled>
        {categories.isPending ? shared('loadingCategories') : t('chooseCategory')}
      </option>
      {categories.data?.map((category) => (
        <option key={category._id} value={category.categoryId}>
          {nameOf(category)}
        </option>
      ))}
    </select>
  );
}
