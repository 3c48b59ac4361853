import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type SubmitEvent } from 'react';
import { toMajorText } from '../../../shared/money.ts';
import { offerTermsChangeSchema } from '../../../shared/offers.ts';
import { FormField } from '../../components/form-field.tsx';
import { SubmitButton } from '../../components/submit-button.tsx';
import { useMessages } from '../../i18n/namespace.ts';
import { selling } from '../../i18n/selling.ts';
import { notify } from '../../lib/notify.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { priceInputMode, useStoreCurrency } from '../../lib/use-store-currency.ts';

/**
 * A listing's offer settings, under its edit form: whether buyers may make offers, and the least the
 * seller will consider (offers below it are declined at once, and buyers never see it).
 */
export function OfferTermsForm({ bookId }: { bookId: string }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const currency = useStoreCurrency();
  const headingId = useId();
  const t = useMessages(selling);
  const terms = useQuery(trpc.offers.terms.queryOptions({ id: bookId }));
  const [error, setError] = useState<string | undefined>();
  const change = useMutation(
    trpc.offers.changeTerms.mutationOptions({
      onSuccess: (saved) => {
        queryClient.setQueryData(trpc.offers.terms.queryKey({ id: bookId }), saved);
        notify.success(selling.t(saved.enabled ? 'offers.saved' : 'offers.off'));
      },
    }),
  );
  if (!terms.data) return null;

  const save = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const read = offerTermsChangeSchema.safeParse({ id: bookId, enabled: form.get('enabled') === 'on', floor: form.get('floor') ?? '' });
    if (!read.success) {
      setError(read.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    change.mutate(read.data, { onError: (failure) => setError(failure.message) });
  };

  return (
    <section aria-labelledby={headingId} className="card border-base-300 bg-base-100 mt-10 border p-5 shadow-sm">
      <h2 id={headingId} className="font-serif text-2xl font-bold">
        {t('offers.heading')}
      </h2>
      <p className="text-base-content/75 mt-1 text-sm">{t('offers.intro')}</p>
      <form noValidate onSubmit={save} aria-busy={change.isPending} className="mt-4 space-y-4">
        <label className="flex items-center gap-3">
          <input type="checkbox" name="enabled" defaultChecked={terms.data.enabled} className="checkbox checkbox-primary" />
          <span>{t('offers.take')}</span>
        </label>
        <FormField label={t('offers.floor')} error={error}>
          {(control) => (
            <input
              {...control}
              name="floor"
              inputMode={priceInputMode(currency)}
              defaultValue={terms.data.floorMinor === null ? '' : toMajorText(terms.data.floorMinor, currency)}
              placeholder={t('example', { example: '250' })}
              className="input w-full max-w-xs"
            />
          )}
        </FormField>
        <SubmitButton busy={change.isPending}>{t('offers.save')}</SubmitButton>
      </form>
    </section>
  );
}
