import { useOffline } from '../../lib/connection.ts';
import { common } from '../../i18n/common.ts';
import { useMessages } from '../../i18n/namespace.ts';

/** Under the header while the device is offline: what still works, and that writes wait for nothing. */
export function OfflineBanner() {
  const offline = useOffline();
  const t = useMessages(common);
  if (!offline) return null;
  return (
    <p role="status" className="bg-warning text-warning-content px-4 py-2 text-center text-sm">
      {t('offlineBanner')}
    </p>
  );
}
