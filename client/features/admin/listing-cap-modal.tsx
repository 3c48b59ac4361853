import { z } from 'zod';
import type { User } from '../../../shared/users.ts';
import { TextDialog } from '../../components/text-dialog.tsx';
import type { UserActions } from './use-user-actions.ts';
import { admin } from '../../i18n/admin.ts';
import { formatNumber } from '../../i18n/format.ts';
import { useMessages } from '../../i18n/namespace.ts';

type CapProps = { user: User; actions: UserActions; onClose: () => void };

/** The highest daily cap the server takes. */
const CAP_MAX = 100_000;

/** A daily cap as typed: empty gives the store's caps back. */
const capSchema = z
  .string()
  .trim()
  .transform((text, ctx) => {
    if (text === '') return null;
    const perDay = Number(text);
    if (!Number.isInteger(perDay) || perDay < 1 || perDay > CAP_MAX) {
      ctx.addIssue({ code: 'custom', message: admin.t('capInvalid', { min: formatNumber(1), max: formatNumber(CAP_MAX, { useGrouping: false }) }) });
      return z.NEVER;
    }
    return perDay;
  });

/** The admin gives a verified shop a daily listing cap, or the store's back. */
export function ListingCapModal({ user, actions, onClose }: CapProps) {
  const t = useMessages(admin);
  return (
    <TextDialog
      kicker={t('capKicker')}
      title={user.name}
      explanation={t('capExplanation')}
      label={t('capLabel')}
      schema={capSchema}
      max={6}
      rows={1}
      inputMode="numeric"
      defaultValue={user.listingCapPerDay ? String(user.listingCapPerDay) : ''}
      submitLabel={t('capSubmit')}
      what="Saving the listing cap"
      send={(perDay) => actions.setCap(user._id, perDay)}
      onClose={onClose}
    />
  );
}
