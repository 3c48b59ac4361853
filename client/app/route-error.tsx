import { Link } from 'react-router';

/** Shown inside the layout when a page fails to load or render, so the header stays usable. */
export function RouteError() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <title>Something went wrong · Book Store</title>
      <h1 className="font-serif text-3xl font-bold sm:text-4xl">Something went wrong</h1>
      <p className="text-base-content/75 mt-3 text-lg">This page could not be shown. Reloading usually helps; if it does not, try again in a moment.</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
          Reload page
        </button>
        <Link to="/" className="btn btn-ghost">
          Return to the front page
        </Link>
      </div>
    </section>
  );
}
