import { Link } from 'react-router';
import { ArrowRightIcon } from '../../components/page-icons.tsx';
import { AdvertisementSection } from '../../features/catalog/advertisement-section.tsx';
import { CategoryGrid } from '../../features/catalog/category-grid.tsx';
import { Hero } from '../../features/content/hero.tsx';
import { home } from '../../i18n/home.ts';
import { useMessages } from '../../i18n/namespace.ts';
import { lazy, Suspense } from 'react';

// Below the fold on every screen, so it need not hold up the first paint: a chunk of its own (the
// home route's budget, tests/client-bundle.test.ts).
const WhySellSection = lazy(() => import('../../features/content/why-sell-section.tsx').then((m) => ({ default: m.WhySellSection })));

export function HomePage() {
  const t = useMessages(home);
  return (
    <>
      <Hero />
      <AdvertisementSection />
      <section aria-labelledby="categories-heading" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
        <div className="mb-8 flex flex-wrap items-end justify-between gap-4">
          <div>
            <h2 id="categories-heading" className="font-serif text-3xl font-bold sm:text-4xl">
              {t('browseByCategory')}
            </h2>
            <p className="text-base-content/75 mt-2 text-lg">{t('browseIntro')}</p>
          </div>
          <Link to="/categories" aria-describedby="categories-heading" className="link link-secondary link-hover inline-flex items-center gap-1 font-semibold">
            {t('browseAll')}
            <ArrowRightIcon className="size-4" />
          </Link>
        </div>
        <CategoryGrid cardHeadingTag="h3" />
      </section>
      <Suspense fallback={null}>
        <WhySellSection />
      </Suspense>
    </>
  );
}
