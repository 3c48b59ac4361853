/** The languages the store speaks (docs/languages.md): English, and Bangla for its buyers and sellers in Bangladesh. */
export const LOCALES = ['en', 'bn'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

export const isLocale = (value: unknown): value is Locale => typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

/** Each language by its own name, as a language switch shows it. */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', bn: 'বাংলা' };

/**
 * The locale `Intl` formats numbers, prices and dates with: Bangla as written in Bangladesh, in
 * Bangla digits (০১২) unless the person chose 0-9; English as `en`.
 */
export function intlLocale(locale: Locale, banglaDigits = true): string {
  if (locale === 'en') return 'en';
  return banglaDigits ? 'bn-BD' : 'bn-BD-u-nu-latn';
}

/**
 * The language an `Accept-Language` header prefers among ours (`bn-BD,bn;q=0.9,en;q=0.8` is
 * Bangla), by quality then order; English when it names neither.
 */
export function preferredLocale(acceptLanguage: string | undefined): Locale {
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = Number(
        params
          .find((p) => p.trim().startsWith('q='))
          ?.trim()
          .slice(2) ?? '1',
      );
      return { language: tag.trim().toLowerCase().split('-')[0], q: Number.isFinite(q) ? q : 0, index };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked.map((entry) => entry.language).find(isLocale) ?? DEFAULT_LOCALE;
}
