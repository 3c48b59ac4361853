import { dashboard } from '../../i18n/dashboard.ts';
import { useMessages, type KeyOf } from '../../i18n/namespace.ts';

/** Holds a dashboard screen's place until its feature lands, so the menu's links lead somewhere. */
export function DashboardPlaceholder({ title, text = 'comingSoon' }: { title: KeyOf<typeof dashboard>; text?: KeyOf<typeof dashboard> | undefined }) {
  const t = useMessages(dashboard);
  return (
    <section className="max-w-3xl">
      <title>{t('pageTitle', { page: t(title) })}</title>
      <h1 className="font-serif text-3xl font-bold sm:text-4xl">{t(title)}</h1>
      <p className="text-base-content/75 mt-3 text-lg">{t(text)}</p>
    </section>
  );
}
