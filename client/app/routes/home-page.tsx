import { Link } from 'react-router';
import { ArrowRightIcon } from '../../components/icons.tsx';
import { AdvertisementSection } from '../../features/catalog/advertisement-section.tsx';
import { CategoryGrid } from '../../features/catalog/category-grid.tsx';
import { Hero } from '../../features/content/hero.tsx';
import { WhySellSection } from '../../features/content/why-sell-section.tsx';

export function HomePage() {
  return (
    <>
      <Hero />
      <AdvertisementSection />
      <section aria-labelledby="categories-heading" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
        <div className="mb-8 flex flex-wrap items-end justify-between gap-4">
          <div>
            <h2 id="categories-heading" className="font-serif text-3xl font-bold sm:text-4xl">
              Browse by category
            </h2>
            <p className="text-base-content/75 mt-2 text-lg">From novels to textbooks, find your next read.</p>
          </div>
          <Link to="/categories" aria-describedby="categories-heading" className="link link-secondary link-hover inline-flex items-center gap-1 font-semibold">
            Browse all
            <ArrowRightIcon className="size-4" />
          </Link>
        </div>
        <CategoryGrid cardHeading="h3" />
      </section>
      <WhySellSection />
    </>
  );
}
