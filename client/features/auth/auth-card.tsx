import { useEffect, type ReactNode } from 'react';
import { useAuth } from './auth-context.ts';
import { common } from '../../i18n/common.ts';
import { useMessages } from '../../i18n/namespace.ts';

/** The frame shared by /login and /signup: a centred card on the soft background. */
export function AuthCard({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  const t = useMessages(common);
  const { prepare } = useAuth();
  // Firebase loads while the form is filled in, not once it is sent.
  useEffect(prepare, [prepare]);
  return (
    <div className="bg-base-200 px-4 py-12 sm:py-16">
      <title>{t('pageTitle', { page: title })}</title>
      <div className="card bg-base-100 mx-auto w-full max-w-md shadow-sm">
        <div className="card-body gap-6 p-6 sm:p-8">
          <div>
            <h1 className="font-serif text-3xl font-bold">{title}</h1>
            <p className="text-base-content/75 mt-2">{intro}</p>
          </div>
          {children}
        </div>
      </div>
    </div>
  );
}
