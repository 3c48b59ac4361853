import { Link } from 'react-router';
import { BookOpenIcon } from '../../components/icons.tsx';
import { common } from '../../i18n/common.ts';
import { useMessages } from '../../i18n/namespace.ts';

/**
 * The brand is two words, Book and Store; the space between the words keeps the link's name "Book
 * Store". On a phone the header's buttons need the room, so the words are left to screen readers
 * and the logo alone leads home.
 */
export function BrandLink({ className = '' }: { className?: string }) {
  const t = useMessages(common);
  return (
    <Link to="/" className={`flex items-center gap-2 font-serif text-xl font-bold tracking-tight sm:text-2xl ${className}`}>
      <span aria-hidden="true" className="bg-primary text-primary-content grid size-9 place-items-center rounded-xl">
        <BookOpenIcon className="size-5" />
      </span>
      <span className="max-[27rem]:sr-only">
        {t('brandFirst')} <span className="text-secondary">{t('brandSecond')}</span>
      </span>
    </Link>
  );
}
