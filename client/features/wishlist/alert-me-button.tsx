import { useMutation } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import type { SavedSearchInput } from '../../../shared/alerts.ts';
import { notify } from '../../lib/notify.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { useReadAgain } from '../../lib/read-again.ts';
import { useAuth } from '../auth/auth-context.ts';
import { useMessages } from '../../i18n/namespace.ts';
import { wishlist } from '../../i18n/wishlist.ts';

/** The search on screen: its words (without them there is nothing to save) and its filters; its sort is not saved. */
type ShownSearch = Omit<SavedSearchInput, 'q'> & { q?: string | undefined };

/**
 * /search's "Alert me": saves the words and filters on screen; new listings that match are news.
 * Search is public, saving is not: a visitor is sent to sign in and brought back to this search.
 */
export function AlertMeButton({ filters }: { filters: ShownSearch }) {
  const trpc = useTRPC();
  const { user, initialising } = useAuth();
  const navigate = useNavigate();
  const currentLocation = useLocation();
  const readAgain = useReadAgain();
  const t = useMessages(wishlist);
  const save = useMutation(
    trpc.alerts.saveSearch.mutationOptions({
      onSuccess: async () => {
        notify.success(wishlist.t('searchSaved'));
        await readAgain(trpc.alerts.savedSearches.pathFilter());
      },
    }),
  );
  const { q, categoryId, condition, minPrice, maxPrice, location } = filters;
  if (!q) return null;
  return (
    <button
      type="button"
      className="btn btn-secondary btn-sm"
      // Until Firebase has said who is signed in (a moment on a page opened afresh), a click would
      // send a signed-in user to log in.
      disabled={initialising || save.isPending || save.isSuccess}
      onClick={() =>
        user ? save.mutate({ q, categoryId, condition, minPrice, maxPrice, location }) : void navigate('/login', { state: { from: currentLocation } })
      }
    >
      {t(save.isSuccess ? 'alertSaved' : 'alertMe')}
    </button>
  );
}
