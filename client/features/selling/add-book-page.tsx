import { dashboard } from '../../i18n/dashboard.ts';
import { useMessages } from '../../i18n/namespace.ts';
import { selling } from '../../i18n/selling.ts';
import { ListingForm } from './listing-form.tsx';
import { useAddBook } from './use-save-listing.ts';

export function AddBookPage() {
  const addBook = useAddBook();
  const t = useMessages(selling);
  const d = useMessages(dashboard);
  return (
    <section className="max-w-3xl">
      <title>{d('pageTitle', { page: t('addBook') })}</title>
      <h1 className="font-serif text-3xl font-bold sm:text-4xl">{t('addBook')}</h1>
      <p className="text-base-content/75 mt-3 text-lg">{t('addIntro')}</p>
      <ListingForm submitLabel={t('addSubmit')} what="Adding the book" onSubmit={addBook} />
    </section>
  );
}
