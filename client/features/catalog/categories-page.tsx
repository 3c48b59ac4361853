import { CategoryGrid } from './category-grid.tsx';

export function CategoriesPage() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
      <title>Categories · Book Store</title>
      <div className="mb-10 max-w-2xl">
        <p className="text-secondary text-sm font-semibold tracking-wider uppercase">Browse</p>
        <h1 className="mt-2 font-serif text-4xl font-bold">Categories</h1>
        <p className="text-base-content/75 mt-3 text-lg">Pick a shelf to see the used books sellers have listed in it right now.</p>
      </div>
      <CategoryGrid cardHeading="h2" />
    </div>
  );
}
