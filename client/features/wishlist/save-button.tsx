import { HeartIcon } from '../../components/page-icons.tsx';
import { bookActions } from '../../i18n/book-actions.ts';
import { useMessages } from '../../i18n/namespace.ts';

type SaveButtonProps = { title: string; saved: boolean; onToggle: () => void };

/** The heart of a listing: saves it to the wishlist (a lower price or a free copy is then news), or lets go of it. */
export function SaveButton({ title, saved, onToggle }: SaveButtonProps) {
  const t = useMessages(bookActions);
  return (
    <button
      type="button"
      className="btn btn-ghost btn-sm btn-square"
      aria-pressed={saved}
      aria-label={t(saved ? 'saved' : 'save', { title })}
      title={t(saved ? 'savedHint' : 'saveHint')}
      onClick={onToggle}
    >
      <HeartIcon className={`size-5 ${saved ? 'fill-error text-error' : ''}`} />
    </button>
  );
}
