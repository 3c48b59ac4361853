import { useQuery } from '@tanstack/react-query';
import type { ControlProps } from '../../components/form-field.tsx';
import { useTRPC } from '../../lib/trpc.ts';

/**
 * The store's categories to pick one from (`categoryId`, by slug), disabled until they are here.
 * A default is picked only among the options there are when it first shows: a form that starts
 * from a listing shows once the categories are loaded (EditBookPage).
 */
export function CategorySelect({ control, defaultValue = '' }: { control: ControlProps; defaultValue?: string }) {
  const trpc = useTRPC();
  const categories = useQuery(trpc.catalog.categories.queryOptions());
  return (
    <select {...control} name="categoryId" defaultValue={defaultValue} className="select w-full" disabled={!categories.data}>
      <option value="" disabled>
        {categories.isPending ? 'Loading categories…' : 'Choose a category'}
      </option>
      {categories.data?.map((category) => (
        <option key={category._id} value={category.categoryId}>
          {category.category}
        </option>
      ))}
    </select>
  );
}
