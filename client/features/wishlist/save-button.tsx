import { HeartIcon } from '../../components/page-icons.tsx';

type SaveButtonProps = { title: string; saved: boolean; onToggle: () => void };

/** The heart of a listing: saves it to the wishlist (a lower price or a free copy is then news), or lets go of it. */
export function SaveButton({ title, saved, onToggle }: SaveButtonProps) {
  return (
    <button
      type="button"
      className="btn btn-ghost btn-sm btn-square"
      aria-pressed={saved}
      aria-label={saved ? `Saved: ${title}` : `Save ${title}`}
      title={saved ? 'Saved to your wishlist' : 'Save to your wishlist'}
      onClick={onToggle}
    >
      <HeartIcon className={`size-5 ${saved ? 'fill-error text-error' : ''}`} />
    </button>
  );
}
