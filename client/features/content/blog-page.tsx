import { FAQ_ENTRIES } from './faq-entries.ts';
import { content } from '../../i18n/content.ts';
import { useMessages } from '../../i18n/namespace.ts';

export function BlogPage() {
  const t = useMessages(content);
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <title>{t('blogTitle')}</title>
      <p className="text-secondary text-sm font-semibold tracking-wider uppercase">{t('blogEyebrow')}</p>
      <h1 className="mt-2 font-serif text-4xl font-bold">{t('blogHeading')}</h1>
      <p className="text-base-content/75 mt-3 text-lg">{t('blogIntro')}</p>
      <div className="mt-10 space-y-4">
        {FAQ_ENTRIES.map((entry) => (
          <details key={entry.question} className="collapse-arrow bg-base-100 border-base-300 collapse border shadow-sm">
            <summary className="collapse-title pe-12 text-lg font-semibold">{t(entry.question)}</summary>
            <div className="collapse-content text-base-content/80 space-y-3">
              {entry.answer.map((paragraph) => (
                <p key={paragraph}>{t(paragraph)}</p>
              ))}
            </div>
          </details>
        ))}
      </div>
    </div>
  );
}
