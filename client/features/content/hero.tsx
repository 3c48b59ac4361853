import { Link } from 'react-router';
import { ArrowRightIcon } from '../../components/page-icons.tsx';
import { HeroIllustration } from './hero-illustration.tsx';
import { home } from '../../i18n/home.ts';
import { useMessages } from '../../i18n/namespace.ts';

const PROMISES = ['promiseNear', 'promisePrices', 'promisePayment'] as const;

export function Hero() {
  const t = useMessages(home);
  return (
    <section className="from-neutral bg-linear-to-br to-[#0f5e5a] text-white">
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-16 sm:px-6 md:grid-cols-2 md:py-24 lg:px-8">
        <div>
          <p className="text-sm font-semibold tracking-wider text-[#8ff0e8] uppercase">{t('eyebrow')}</p>
          <h1 className="mt-3 font-serif text-4xl leading-tight font-bold sm:text-5xl lg:text-6xl">{t('title')}</h1>
          <p className="mt-5 max-w-xl text-lg text-white/90">{t('intro')}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to="/categories" className="btn btn-primary btn-lg">
              {t('getStarted')}
              <ArrowRightIcon />
            </Link>
            <Link to="/blog" className="btn btn-lg btn-ghost text-white hover:bg-white/10">
              {t('readFaq')}
            </Link>
          </div>
          <ul className="mt-8 flex flex-wrap gap-x-6 gap-y-2 text-sm text-white/90">
            {PROMISES.map((promise) => (
              <li key={promise} className="flex items-center gap-2">
                <span aria-hidden="true" className="bg-primary size-2 rounded-full" />
                {t(promise)}
              </li>
            ))}
          </ul>
        </div>
        <HeroIllustration className="mx-auto w-full max-w-xs sm:max-w-sm md:max-w-md" />
      </div>
    </section>
  );
}
