import { Link } from 'react-router';
import { ArrowRightIcon } from '../../components/page-icons.tsx';
import { DASHBOARD_MENU } from './dashboard-menu-items.ts';
import { useRole } from '../auth/use-role.ts';
import { dashboard } from '../../i18n/dashboard.ts';
import { useMessages } from '../../i18n/namespace.ts';
import { RichText } from '../../i18n/rich-text.tsx';

export function DashboardHome() {
  const { role, name } = useRole();
  const t = useMessages(dashboard);
  return (
    <section className="max-w-3xl">
      <title>{t('homeTitle')}</title>
      <p className="text-secondary text-sm font-semibold tracking-wider uppercase">{t('dashboard')}</p>
      <h1 className="mt-2 font-serif text-3xl font-bold sm:text-4xl">{t('welcome', { name })}</h1>
      <p className="text-base-content/75 mt-3 text-lg">
        <RichText text={t(`signedIn.${role}`)} parts={[(word) => <strong className="text-base-content">{word}</strong>]} />
      </p>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2">
        {DASHBOARD_MENU[role].map((item) => (
          <li key={item.to}>
            <Link
              to={item.to}
              className="card bg-base-100 border-base-300 hover:border-primary flex-row items-center justify-between border p-5 font-semibold shadow-sm transition-colors"
            >
              {t(item.label)}
              <ArrowRightIcon className="text-secondary size-5" />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
