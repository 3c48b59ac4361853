import { useState } from 'react';
import { CONDITIONS, type SellerBook } from '../../../shared/books.ts';
import { FormField } from '../../components/form-field.tsx';
import { SubmitButton } from '../../components/submit-button.tsx';
import { books } from '../../i18n/books.ts';
import { useMessages } from '../../i18n/namespace.ts';
import { selling } from '../../i18n/selling.ts';
import { useCheckedForm } from '../../lib/use-checked-form.ts';
import { useImageMaxBytes } from '../../lib/use-store-config.ts';
import { priceInputMode, useStoreCurrency } from '../../lib/use-store-currency.ts';
import { CategorySelect } from './category-select.tsx';
import { IsbnField } from './isbn-field.tsx';
import { PriceHint } from './price-hint.tsx';
import { storedPhoto, type PhotoItem } from './photo-items.ts';
import { PhotosField } from './photos-field.tsx';
import { readListingForm, type ListingValues } from './listing-values.ts';

type ListingFormProps = {
  /** What the form says on its button, and in the log when sending fails ("Adding the book"). */
  submitLabel: string;
  what: string;
  /** An edit: the fields and photos start from the listing's. */
  listing?: SellerBook;
  onSubmit: (values: ListingValues) => Promise<unknown>;
};

/** A listing's fields, checked as the server checks them: Add a Book starts it empty, Edit from the listing. */
export function ListingForm({ listing, submitLabel, what, onSubmit: submit }: ListingFormProps) {
  const imageMaxBytes = useImageMaxBytes();
  const currency = useStoreCurrency();
  const t = useMessages(selling);
  const book = useMessages(books);
  const [photos, setPhotos] = useState<PhotoItem[]>(() => listing?.photos.map(storedPhoto) ?? []);
  const { formRef, errors, failure, busy, onSubmit } = useCheckedForm(
    (form: FormData) => readListingForm(form, photos, { imageMaxBytes, currency, isNew: listing === undefined }),
    submit,
    what,
  );

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-busy={busy}
      className="card border-base-300 bg-base-100 mt-8 border p-5 shadow-sm sm:p-8"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <IsbnField
          formRef={formRef}
          error={errors.isbn}
          defaultValue={listing?.isbn ?? ''}
          // The catalogue's cover, stored already, may join the photos (not twice).
          onCover={(url) => setPhotos((now) => (now.some((p) => 'url' in p && p.url === url) ? now : [...now, storedPhoto(url)]))}
        />
        <FormField label={t('field.title')} error={errors.book}>
          {(control) => <input {...control} name="book" defaultValue={listing?.book} maxLength={200} className="input w-full" />}
        </FormField>
        <FormField label={t('field.author')} error={errors.author}>
          {(control) => <input {...control} name="author" defaultValue={listing?.author} maxLength={120} className="input w-full" />}
        </FormField>
        <FormField label={t('field.price')} error={errors.price}>
          {(control) => (
            <input
              {...control}
              name="price"
              defaultValue={listing?.price}
              inputMode={priceInputMode(currency)}
              // In 0-9 on a Bangla page too: the digits a price is read in.
              placeholder={t('example', { example: '350' })}
              className="input w-full"
            />
          )}
        </FormField>
        <FormField label={t('field.originalPrice')} error={errors.originalPrice}>
          {(control) => (
            <input
              {...control}
              name="originalPrice"
              defaultValue={listing?.originalPrice ?? ''}
              inputMode={priceInputMode(currency)}
              placeholder={t('example', { example: '550' })}
              className="input w-full"
            />
          )}
        </FormField>
        <FormField label={t('field.condition')} error={errors.condition}>
          {(control) => (
            <select {...control} name="condition" defaultValue={listing?.condition ?? 'Good'} className="select w-full">
              {CONDITIONS.map((condition) => (
                <option key={condition} value={condition}>
                  {book(`condition.${condition}`)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <PriceHint formRef={formRef} except={listing?._id} />
        <FormField label={t('field.years')} error={errors.years}>
          {(control) => <input {...control} name="years" defaultValue={listing?.years} type="number" min={0} max={200} step={1} className="input w-full" />}
        </FormField>
        <FormField label={t('field.phone')} error={errors.phone}>
          {(control) => (
            <input
              {...control}
              name="phone"
              defaultValue={listing?.phone}
              type="tel"
              autoComplete="tel"
              placeholder="+8801700000000"
              className="input w-full"
            />
          )}
        </FormField>
        <FormField label={t('field.location')} error={errors.location}>
          {(control) => (
            <input {...control} name="location" defaultValue={listing?.location} autoComplete="address-level2" maxLength={120} className="input w-full" />
          )}
        </FormField>
        <FormField label={t('field.category')} error={errors.categoryId}>
          {(control) => <CategorySelect control={control} defaultValue={listing?.categoryId} />}
        </FormField>
        <div className="sm:col-span-2">
          <FormField label={t('field.description')} error={errors.description}>
            {(control) => (
              <textarea {...control} name="description" defaultValue={listing?.description} rows={4} maxLength={2000} className="textarea w-full" />
            )}
          </FormField>
        </div>
        <div className="sm:col-span-2">
          <PhotosField photos={photos} onChange={setPhotos} error={errors.photo} />
        </div>
      </div>
      {failure && (
        <p role="alert" className="text-error mt-5 text-sm">
          {failure}
        </p>
      )}
      <div className="mt-6 flex justify-end">
        <SubmitButton busy={busy} className="w-full sm:w-auto">
          {submitLabel}
        </SubmitButton>
      </div>
    </form>
  );
}
