import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../lib/trpc.ts';
import { BookGrid } from '../books/book-grid.tsx';
import { home } from '../../i18n/home.ts';
import { useMessages } from '../../i18n/namespace.ts';

/**
 * The home page's advertised books: only available, advertised, unbooked
 * copies, which the server picks. The section is absent while loading, on failure (the failure is
 * toasted) and when there are none; it sits below the hero, so appearing late moves nothing above it.
 */
export function AdvertisementSection() {
  const trpc = useTRPC();
  const advertised = useQuery(trpc.catalog.advertised.queryOptions());
  const t = useMessages(home);
  if (!advertised.data?.length) return null;
  return (
    <section aria-labelledby="advertisement-heading" className="bg-base-200">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
        <div className="mb-8">
          <h2 id="advertisement-heading" className="font-serif text-3xl font-bold sm:text-4xl">
            {t('advertised')}
          </h2>
          <p className="text-base-content/75 mt-2 text-lg">{t('advertisedIntro')}</p>
        </div>
        <BookGrid books={advertised.data} cardHeadingTag="h3" />
      </div>
    </section>
  );
}
