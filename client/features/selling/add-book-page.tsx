import { ListingForm } from './listing-form.tsx';
import { useAddBook } from './use-save-listing.ts';

export function AddBookPage() {
  const addBook = useAddBook();
  return (
    <section className="max-w-3xl">
      <title>Add a Book · Dashboard · Book Store</title>
      <h1 className="font-serif text-3xl font-bold sm:text-4xl">Add a Book</h1>
      <p className="text-base-content/75 mt-3 text-lg">List a copy for sale. Buyers see it in its category as soon as you save it.</p>
      <ListingForm submitLabel="Add Book" what="Adding the book" onSubmit={addBook} />
    </section>
  );
}
