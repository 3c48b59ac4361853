import { useId, useTransition } from 'react';
import { intlLocale, LOCALE_NAMES, LOCALES, type Locale } from '../../../shared/locales.ts';
import { switchReading } from '../../i18n/i18n.ts';
import { useReading } from '../../i18n/locale.ts';
import { useMessages } from '../../i18n/namespace.ts';
import { reading as readingMessages } from '../../i18n/reading.ts';

/** A number shown in both digits, so the choice is seen rather than described. */
const SAMPLE = 1234;

/**
 * The profile's language section: the store's language, and for Bangla whether numbers are in
 * Bangla digits. The page switches at once; the account keeps the choice (account-language.tsx).
 */
export function ReadingSettings() {
  const t = useMessages(readingMessages);
  const { locale, banglaDigits } = useReading();
  const [switching, startSwitch] = useTransition();
  const headingId = useId();
  const choose = (next: Locale, digits: boolean) => startSwitch(() => switchReading(next, digits));

  return (
    <section aria-labelledby={headingId} id="language" className="card border-base-300 bg-base-100 mt-8 border p-5 shadow-sm sm:p-8">
      <h2 id={headingId} className="font-serif text-2xl font-bold">
        {t('heading')}
      </h2>
      <p className="text-base-content/75 mt-1">{t('intro')}</p>
      <fieldset className="mt-5 flex flex-wrap gap-6" aria-labelledby={headingId} disabled={switching}>
        {LOCALES.map((option) => (
          <label key={option} lang={option} className="flex cursor-pointer items-center gap-2">
            <input type="radio" name="language" className="radio radio-secondary" checked={locale === option} onChange={() => choose(option, banglaDigits)} />
            {LOCALE_NAMES[option]}
          </label>
        ))}
      </fieldset>
      {locale === 'bn' && (
        <label className="mt-5 grid cursor-pointer grid-cols-[auto_1fr] items-start gap-x-3">
          <input
            type="checkbox"
            className="toggle toggle-secondary row-span-2 mt-0.5"
            checked={banglaDigits}
            disabled={switching}
            onChange={(event) => choose('bn', event.currentTarget.checked)}
          />
          <span className="font-medium">{t('digits')}</span>
          <span className="text-base-content/70 text-sm">
            {t('digitsDetail', { example: SAMPLE.toLocaleString(intlLocale('bn', true)), latin: SAMPLE.toLocaleString(intlLocale('bn', false)) })}
          </span>
        </label>
      )}
    </section>
  );
}
