import { Link } from 'react-router';
import { LoadingSpinner } from '../../components/loading-spinner.tsx';
import { QueryError } from '../../components/query-error.tsx';
import { trpc } from '../../lib/trpc.ts';
import { useStoreCurrency } from '../../lib/use-store-currency.ts';
import { useAuth } from '../auth/auth-context.ts';
import { ProductRow } from './product-row.tsx';

export function MyProductsPage() {
  const { user } = useAuth();
  const email = user?.email ?? '';
  const currency = useStoreCurrency();
  const books = trpc.books.mine.useQuery({ email }, { enabled: email !== '' });

  return (
    <section>
      <title>My products · Dashboard · Book Store</title>
      <div className="mb-8 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="font-serif text-3xl font-bold sm:text-4xl">My products</h1>
          <p className="text-base-content/75 mt-3 text-lg">Mark copies sold, advertise them on the home page, or remove them.</p>
        </div>
        <Link to="/dashboard/add-book" className="btn btn-primary">
          Add a Book
        </Link>
      </div>
      {books.isPending ? (
        <LoadingSpinner label="Loading your books…" />
      ) : books.isError ? (
        <QueryError message="We couldn't load your books." onRetry={() => void books.refetch()} retrying={books.isFetching} />
      ) : books.data.length === 0 ? (
        <p className="text-base-content/75 py-8">You have not listed any books yet.</p>
      ) : (
        // Scrolls sideways on narrow screens; focusable so keyboard users can scroll it too.
        <div role="region" aria-label="My products" tabIndex={0} className="rounded-box border-base-300 bg-base-100 overflow-x-auto border">
          <table className="table">
            <thead className="text-base-content/80">
              <tr>
                <th scope="col">Photo</th>
                <th scope="col">Title</th>
                <th scope="col">Price</th>
                <th scope="col">Status</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {books.data.map((book) => (
                <ProductRow key={book._id} book={book} currency={currency} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
