import type { Notification } from '../../../shared/notifications.ts';
import { valuesFor } from '../../../shared/message-values.ts';
import { useReading } from '../../i18n/locale.ts';
import { useMessages } from '../../i18n/namespace.ts';
import { isNoticeKey, notices } from '../../i18n/notices.ts';

/**
 * A notification's words in the page's language, from its key and values; one older than the keys
 * (or with a key this web app does not know yet) as the server's English.
 */
export function useNoticeText(): (notification: Pick<Notification, 'message' | 'key' | 'values'>) => string {
  const t = useMessages(notices);
  const { locale, banglaDigits } = useReading();
  return ({ message, key, values }) => (key && isNoticeKey(key) ? t(key, valuesFor(values ?? {}, locale, banglaDigits)) : message);
}
