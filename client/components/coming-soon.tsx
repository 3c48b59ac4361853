import { Link } from 'react-router';
import { BookOpenIcon } from './icons.tsx';

/** Stands in for a screen whose feature has not landed yet, so the links to it still lead somewhere. */
export function ComingSoon({ title }: { title: string }) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <title>{`${title} · Book Store`}</title>
      <span className="bg-primary/15 text-secondary mb-6 grid size-16 place-items-center rounded-full">
        <BookOpenIcon className="size-8" />
      </span>
      <h1 className="font-serif text-3xl font-bold sm:text-4xl">{title}</h1>
      <p className="text-base-content/75 mt-3">This part of Book Store is coming soon.</p>
      <Link to="/" className="btn btn-secondary mt-8">
        Return to the front page
      </Link>
    </section>
  );
}
