import { Link } from 'react-router';
import { common } from '../i18n/common.ts';
import { useMessages } from '../i18n/namespace.ts';

/** Shown inside the layout when a page fails to load or render, so the header stays usable. */
export function RouteError() {
  const t = useMessages(common);
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <title>{t('pageTitle', { page: t('errorTitle') })}</title>
      <h1 className="font-serif text-3xl font-bold sm:text-4xl">{t('errorTitle')}</h1>
      <p className="text-base-content/75 mt-3 text-lg">{t('errorText')}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
          {t('reloadPage')}
        </button>
        <Link to="/" className="btn btn-ghost">
          {t('backToFront')}
        </Link>
      </div>
    </section>
  );
}
