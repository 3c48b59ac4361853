import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useRole } from '../auth/use-role.ts';
import { admin } from '../../i18n/admin.ts';
import { useMessages } from '../../i18n/namespace.ts';

type AdminPageProps = {
  title: string;
  intro: string;
  /** The list; only mounted for an admin, so nobody else sends requests the server would refuse. */
  children: ReactNode;
};

/**
 * An admin screen: its heading and what it is for, above its list. Any signed-in user may open the
 * address (the server decides what each role may do), but the role is known before the page shows
 * (the dashboard waits for it), so anyone else is told at once instead of waiting for the server to
 * refuse.
 */
export function AdminPage({ title, intro, children }: AdminPageProps) {
  const { role } = useRole();
  const isAdmin = role === 'admin';
  const t = useMessages(admin);
  return (
    <section>
      <title>{t('pageTitle', { page: title })}</title>
      <h1 className="font-serif text-3xl font-bold sm:text-4xl">{title}</h1>
      {isAdmin ? (
        <>
          <p className="text-base-content/75 mt-3 mb-8 text-lg">{intro}</p>
          {children}
        </>
      ) : (
        <>
          <p className="text-base-content/75 mt-3 text-lg">{t('onlyAdmins')}</p>
          <Link to="/dashboard" className="btn btn-primary mt-8">
            {t('backToDashboard')}
          </Link>
        </>
      )}
    </section>
  );
}
