import { Link } from 'react-router';

export function UnknownCategory() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <title>Category not found · Book Store</title>
      <h1 className="font-serif text-3xl font-bold sm:text-4xl">Category not found</h1>
      <p className="text-base-content/75 mt-3 text-lg">There is no such category. It may have been renamed or removed.</p>
      <Link to="/categories" className="btn btn-primary mt-8">
        See all categories
      </Link>
    </section>
  );
}
