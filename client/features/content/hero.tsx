import { Link } from 'react-router';
import { ArrowRightIcon } from '../../components/icons.tsx';
import { HeroIllustration } from './hero-illustration.tsx';

const PROMISES = ['Sellers near you', 'Fair second-hand prices', 'Secure card payment'];

export function Hero() {
  return (
    <section className="from-neutral bg-linear-to-br to-[#0f5e5a] text-white">
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-16 sm:px-6 md:grid-cols-2 md:py-24 lg:px-8">
        <div>
          <p className="text-sm font-semibold tracking-wider text-[#8ff0e8] uppercase">The used-book marketplace</p>
          <h1 className="mt-3 font-serif text-4xl leading-tight font-bold sm:text-5xl lg:text-6xl">Sell or Buy Books</h1>
          <p className="mt-5 max-w-xl text-lg text-white/90">
            Give the books you have finished a second reader, and find the ones you need for far less than new. Browse by category, book a copy and pay by card.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to="/categories" className="btn btn-primary btn-lg">
              Get Started
              <ArrowRightIcon />
            </Link>
            <Link to="/blog" className="btn btn-lg btn-ghost text-white hover:bg-white/10">
              Read the FAQ
            </Link>
          </div>
          <ul className="mt-8 flex flex-wrap gap-x-6 gap-y-2 text-sm text-white/90">
            {PROMISES.map((promise) => (
              <li key={promise} className="flex items-center gap-2">
                <span aria-hidden="true" className="bg-primary size-2 rounded-full" />
                {promise}
              </li>
            ))}
          </ul>
        </div>
        <HeroIllustration className="mx-auto w-full max-w-xs sm:max-w-sm md:max-w-md" />
      </div>
    </section>
  );
}
