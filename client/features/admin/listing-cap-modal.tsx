import { z } from 'zod';
import type { User } from '../../../shared/users.ts';
import { TextDialog } from '../../components/text-dialog.tsx';
import type { UserActions } from './use-user-actions.ts';

type CapProps = { user: User; actions: UserActions; onClose: () => void };

/** A daily cap as typed: empty gives the store's caps back. */
const capSchema = z
  .string()
  .trim()
  .transform((text, ctx) => {
    if (text === '') return null;
    const perDay = Number(text);
    if (!Number.isInteger(perDay) || perDay < 1 || perDay > 100_000) {
      ctx.addIssue({ code: 'custom', message: 'A whole number from 1 to 100000, or empty for the store’s caps' });
      return z.NEVER;
    }
    return perDay;
  });

/** The admin gives a verified shop a daily listing cap, or the store's back. */
export function ListingCapModal({ user, actions, onClose }: CapProps) {
  return (
    <TextDialog
      kicker="Listing cap"
      title={user.name}
      explanation="A shop listing its stock may need more than the store's caps. The seller may then list this many books a day, and as many an hour. Empty gives the store's caps back."
      label="Listings a day"
      schema={capSchema}
      max={6}
      rows={1}
      inputMode="numeric"
      defaultValue={user.listingCapPerDay ? String(user.listingCapPerDay) : ''}
      submitLabel="Save the cap"
      what="Saving the listing cap"
      send={(perDay) => actions.setCap(user._id, perDay)}
      onClose={onClose}
    />
  );
}
