import { dismissUpdate, type Apply } from '../../lib/app-update.ts';
import { update } from '../../i18n/update.ts';
import { useMessages } from '../../i18n/namespace.ts';

/** At the foot of the screen once a new version is deployed and installed: reload into it, or later. */
export function UpdatePrompt({ apply }: { apply: Apply }) {
  const t = useMessages(update);
  return (
    <div role="alert" className="fixed inset-x-2 bottom-2 z-50 mx-auto max-w-md">
      <div className="alert bg-base-100 border-base-300 shadow-lg">
        <span>{t('ready')}</span>
        <div className="flex gap-2">
          <button type="button" className="btn btn-ghost btn-sm" onClick={dismissUpdate}>
            {t('later')}
          </button>
          <button type="button" className="btn btn-primary btn-sm" onClick={apply}>
            {t('reload')}
          </button>
        </div>
      </div>
    </div>
  );
}
