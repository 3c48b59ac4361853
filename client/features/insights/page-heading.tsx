import { dashboard } from '../../i18n/dashboard.ts';
import { insights } from '../../i18n/insights.ts';
import { useMessages } from '../../i18n/namespace.ts';
import { longDay } from './dates.ts';

/** A screen's title (the tab's too), what it is about, and the days it counts once they are known. */
export function PageHeading({ title, intro, from, to }: { title: string; intro: string; from?: string | undefined; to?: string | undefined }) {
  const d = useMessages(dashboard);
  const t = useMessages(insights);
  return (
    <>
      <title>{d('pageTitle', { page: title })}</title>
      <h1 className="font-serif text-3xl font-bold sm:text-4xl">{title}</h1>
      <p className="text-base-content/75 mt-3 text-lg">{intro}</p>
      {from && to && <p className="text-base-content/75 mt-1 text-sm">{t('range', { from: longDay(from), to: longDay(to) })}</p>}
    </>
  );
}
