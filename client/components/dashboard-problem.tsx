import { Link } from 'react-router';
import { dashboard } from '../i18n/dashboard.ts';
import { useMessages } from '../i18n/namespace.ts';

type Back = { to: string; label: string };

/** A dashboard screen that can only say why it shows nothing, and where to go back to (the dashboard unless `back` says). */
export function DashboardProblem({ title, text, back }: { title: string; text: string; back?: Back }) {
  const t = useMessages(dashboard);
  const { to, label } = back ?? { to: '/dashboard', label: t('backToDashboard') };
  return (
    <section className="max-w-xl">
      <title>{t('pageTitle', { page: title })}</title>
      <h1 className="font-serif text-3xl font-bold sm:text-4xl">{title}</h1>
      <p className="text-base-content/75 mt-3 text-lg">{text}</p>
      <Link to={to} className="btn btn-primary mt-8">
        {label}
      </Link>
    </section>
  );
}
