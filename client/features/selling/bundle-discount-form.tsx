import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type SubmitEvent } from 'react';
import { bundleDiscountSchema } from '../../../shared/bundles.ts';
import { FormField } from '../../components/form-field.tsx';
import { SubmitButton } from '../../components/submit-button.tsx';
import { formatNumber } from '../../i18n/format.ts';
import { useMessages } from '../../i18n/namespace.ts';
import { selling } from '../../i18n/selling.ts';
import { fieldErrors } from '../../lib/field-errors.ts';
import { notify } from '../../lib/notify.ts';
import { useTRPC } from '../../lib/trpc.ts';

const discountValues = ({ percent, minBooks }: { percent: number; minBooks: number }) => ({ percent: formatNumber(percent), minBooks: formatNumber(minBooks) });

/**
 * The seller's bundle discount, on My products: a percent off when a buyer books enough of their
 * copies together (0 % for none). Buyers see it on the seller's profile.
 */
export function BundleDiscountForm() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const headingId = useId();
  const t = useMessages(selling);
  const discount = useQuery(trpc.bundles.discount.queryOptions());
  const [errors, setErrors] = useState<{ percent?: string; minBooks?: string; form?: string }>({});
  const change = useMutation(
    trpc.bundles.setDiscount.mutationOptions({
      onSuccess: (saved) => {
        queryClient.setQueryData(trpc.bundles.discount.queryKey(), saved);
        notify.success(saved.percent > 0 ? selling.t('bundle.saved', discountValues(saved)) : selling.t('bundle.removed'));
      },
    }),
  );
  if (!discount.data) return null;

  const save = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const read = bundleDiscountSchema.safeParse({ percent: Number(form.get('percent') || 0), minBooks: Number(form.get('minBooks')) });
    if (!read.success) {
      setErrors(fieldErrors(read.error.issues, ['percent', 'minBooks'] as const));
      return;
    }
    setErrors({});
    change.mutate(read.data, { onError: (failure) => setErrors({ form: failure.message }) });
  };

  return (
    <details className="collapse-arrow border-base-300 bg-base-100 collapse mb-8 border">
      <summary id={headingId} className="collapse-title font-semibold">
        {discount.data.percent > 0 ? t('bundle.summary', discountValues(discount.data)) : t('bundle.none')}
      </summary>
      <div className="collapse-content">
        <p className="text-base-content/75 text-sm">{t('bundle.intro')}</p>
        <form noValidate onSubmit={save} aria-labelledby={headingId} aria-busy={change.isPending} className="mt-4 flex flex-wrap items-end gap-4">
          <FormField label={t('bundle.percent')} error={errors.percent}>
            {(control) => (
              <input {...control} name="percent" type="number" min={0} max={50} step={1} defaultValue={discount.data.percent} className="input w-28" />
            )}
          </FormField>
          <FormField label={t('bundle.minBooks')} error={errors.minBooks}>
            {(control) => (
              <input {...control} name="minBooks" type="number" min={2} max={10} step={1} defaultValue={discount.data.minBooks} className="input w-28" />
            )}
          </FormField>
          <SubmitButton busy={change.isPending}>{t('bundle.save')}</SubmitButton>
        </form>
        {errors.form && (
          <p role="alert" className="text-error mt-2 text-sm">
            {errors.form}
          </p>
        )}
      </div>
    </details>
  );
}
