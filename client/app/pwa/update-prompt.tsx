import { dismissUpdate, useWaitingUpdate } from '../../lib/app-update.ts';
import { common } from '../../i18n/common.ts';
import { useMessages } from '../../i18n/namespace.ts';

/** At the foot of the screen once a new version is deployed and installed: reload into it, or later. */
export function UpdatePrompt() {
  const apply = useWaitingUpdate();
  const t = useMessages(common);
  if (!apply) return null;
  return (
    <div role="alert" className="fixed inset-x-2 bottom-2 z-50 mx-auto max-w-md">
      <div className="alert bg-base-100 border-base-300 shadow-lg">
        <span>{t('updateReady')}</span>
        <div className="flex gap-2">
          <button type="button" className="btn btn-ghost btn-sm" onClick={dismissUpdate}>
            {t('updateLater')}
          </button>
          <button type="button" className="btn btn-primary btn-sm" onClick={apply}>
            {t('updateReload')}
          </button>
        </div>
      </div>
    </div>
  );
}
