import { useTransition } from 'react';
import { LOCALE_NAMES, type Locale } from '../../../shared/locales.ts';
import { common } from '../../i18n/common.ts';
import { switchReading } from '../../i18n/i18n.ts';
import { useReading } from '../../i18n/locale.ts';
import { useMessages } from '../../i18n/namespace.ts';

/**
 * The header's language switch: the other language, by its own name (a Bangla reader finds "বাংলা"
 * on an English page). The choice is remembered for the next visit, and for a signed-in person on
 * their account.
 */
export function LanguageSwitch({ onSwitch }: { onSwitch?: (locale: Locale) => void }) {
  const t = useMessages(common);
  const { locale, banglaDigits } = useReading();
  const [switching, startSwitch] = useTransition();
  const other: Locale = locale === 'en' ? 'bn' : 'en';
  return (
    <button
      type="button"
      lang={other}
      className="btn btn-ghost btn-sm font-switch font-normal"
      title={t('switchLanguage', { language: LOCALE_NAMES[other] })}
      disabled={switching}
      onClick={() =>
        startSwitch(async () => {
          await switchReading(other, banglaDigits);
          onSwitch?.(other);
        })
      }
    >
      {LOCALE_NAMES[other]}
    </button>
  );
}
