import { Link } from 'react-router';
import notFoundImage from '../../assets/not-found.svg?no-inline';

export function NotFoundPage() {
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-16 text-center">
      <title>Page not found · Book Store</title>
      <img
        src={notFoundImage}
        alt="An open book with a page torn out where the number 404 is written"
        width={480}
        height={320}
        className="h-auto w-full max-w-md"
      />
      <h1 className="mt-8 font-serif text-3xl font-bold sm:text-4xl">This page is missing from our shelves</h1>
      <p className="text-base-content/75 mt-3 text-lg">The address may be mistyped, or the page has moved. Let’s get you back to the books.</p>
      <Link to="/" className="btn btn-primary mt-8">
        Return to the front page
      </Link>
    </section>
  );
}
