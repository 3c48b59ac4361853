import { useQuery } from '@tanstack/react-query';
import { CONDITIONS } from '../../../shared/books.ts';
import { FormField } from '../../components/form-field.tsx';
import { useCheckedForm } from '../../lib/use-checked-form.ts';
import { useImageMaxBytes } from '../../lib/use-store-config.ts';
import { priceInputMode, useStoreCurrency } from '../../lib/use-store-currency.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { readAddBookForm } from './add-book-values.ts';
import { PhotoField } from '../../components/photo-field.tsx';
import { useAddBook } from './use-add-book.ts';
import { IsbnField } from './isbn-field.tsx';
import { SubmitButton } from '../../components/submit-button.tsx';

export function AddBookPage() {
  const trpc = useTRPC();
  const addBook = useAddBook();
  const imageMaxBytes = useImageMaxBytes();
  const currency = useStoreCurrency();
  const categories = useQuery(trpc.catalog.categories.queryOptions());
  const { formRef, errors, failure, busy, onSubmit } = useCheckedForm(
    (form: FormData) => readAddBookForm(form, imageMaxBytes, currency),
    addBook,
    'Adding the book',
  );

  return (
    <section className="max-w-3xl">
      <title>Add a Book · Dashboard · Book Store</title>
      <h1 className="font-serif text-3xl font-bold sm:text-4xl">Add a Book</h1>
      <p className="text-base-content/75 mt-3 text-lg">List a copy for sale. Buyers see it in its category as soon as you save it.</p>
      <form
        ref={formRef}
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        aria-busy={busy}
        className="card border-base-300 bg-base-100 mt-8 border p-5 shadow-sm sm:p-8"
      >
        <div className="grid gap-5 sm:grid-cols-2">
          <IsbnField formRef={formRef} error={errors.isbn} />
          <FormField label="Title" error={errors.book}>
            {(control) => <input {...control} name="book" maxLength={200} className="input w-full" />}
          </FormField>
          <FormField label="Author" error={errors.author}>
            {(control) => <input {...control} name="author" maxLength={120} className="input w-full" />}
          </FormField>
          <FormField label="Price (resale)" error={errors.price}>
            {(control) => <input {...control} name="price" inputMode={priceInputMode(currency)} placeholder="e.g. 350" className="input w-full" />}
          </FormField>
          <FormField label="Price when new (optional)" error={errors.originalPrice}>
            {(control) => <input {...control} name="originalPrice" inputMode={priceInputMode(currency)} placeholder="e.g. 550" className="input w-full" />}
          </FormField>
          <FormField label="Condition" error={errors.condition}>
            {(control) => (
              <select {...control} name="condition" defaultValue="Good" className="select w-full">
                {CONDITIONS.map((condition) => (
                  <option key={condition}>{condition}</option>
                ))}
              </select>
            )}
          </FormField>
          <FormField label="Years of use" error={errors.years}>
            {(control) => <input {...control} name="years" type="number" min={0} max={200} step={1} className="input w-full" />}
          </FormField>
          <FormField label="Phone" error={errors.phone}>
            {(control) => <input {...control} name="phone" type="tel" autoComplete="tel" placeholder="+8801700000000" className="input w-full" />}
          </FormField>
          <FormField label="Location" error={errors.location}>
            {(control) => <input {...control} name="location" autoComplete="address-level2" maxLength={120} className="input w-full" />}
          </FormField>
          <FormField label="Category" error={errors.categoryId}>
            {(control) => (
              <select {...control} name="categoryId" defaultValue="" className="select w-full" disabled={!categories.data}>
                <option value="" disabled>
                  {categories.isPending ? 'Loading categories…' : 'Choose a category'}
                </option>
                {categories.data?.map((category) => (
                  <option key={category._id} value={category.categoryId}>
                    {category.category}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <div className="sm:col-span-2">
            <FormField label="Description" error={errors.description}>
              {(control) => <textarea {...control} name="description" rows={4} maxLength={2000} className="textarea w-full" />}
            </FormField>
          </div>
          <div className="sm:col-span-2">
            <PhotoField error={errors.photo} />
          </div>
        </div>
        {failure && (
          <p role="alert" className="text-error mt-5 text-sm">
            {failure}
          </p>
        )}
        <div className="mt-6 flex justify-end">
          <SubmitButton busy={busy} className="w-full sm:w-auto">
            Add Book
          </SubmitButton>
        </div>
      </form>
    </section>
  );
}
