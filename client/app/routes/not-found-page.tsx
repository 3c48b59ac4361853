import { Link } from 'react-router';
import notFoundImage from '../../assets/not-found.svg?no-inline';
import { common } from '../../i18n/common.ts';
import { notFound } from '../../i18n/not-found.ts';
import { useMessages } from '../../i18n/namespace.ts';

export function NotFoundPage() {
  const t = useMessages(notFound);
  const shared = useMessages(common);
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-16 text-center">
      <title>{t('title')}</title>
      <img src={notFoundImage} alt={t('image')} width={480} height={320} className="h-auto w-full max-w-md" />
      <h1 className="mt-8 font-serif text-3xl font-bold sm:text-4xl">{t('heading')}</h1>
      <p className="text-base-content/75 mt-3 text-lg">{t('text')}</p>
      <Link to="/" className="btn btn-primary mt-8">
        {shared('backToFront')}
      </Link>
    </section>
  );
}
