import { Link } from 'react-router';
import { catalog } from '../../i18n/catalog.ts';
import { useMessages } from '../../i18n/namespace.ts';

export function UnknownCategory() {
  const t = useMessages(catalog);
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <title>{t('unknownTitle')}</title>
      <h1 className="font-serif text-3xl font-bold sm:text-4xl">{t('unknownHeading')}</h1>
      <p className="text-base-content/75 mt-3 text-lg">{t('unknownText')}</p>
      <Link to="/categories" className="btn btn-primary mt-8">
        {t('seeAll')}
      </Link>
    </section>
  );
}
