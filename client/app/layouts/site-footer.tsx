import { Link } from 'react-router';
import { sitePagePath, type SitePageSlug } from '../../../shared/site-pages.ts';
import { common } from '../../i18n/common.ts';
import { footer } from '../../i18n/footer.ts';
import { useMessages, type KeyOf } from '../../i18n/namespace.ts';
import { formatNumber } from '../../i18n/format.ts';

type FooterLink = { to: string; label: KeyOf<typeof footer> };

const sitePageLink = (slug: SitePageSlug): FooterLink => ({ to: sitePagePath(slug), label: `sitePage.${slug}` });

const COLUMNS: Array<{ title: KeyOf<typeof footer>; links: FooterLink[] }> = [
  {
    title: 'services',
    links: [{ to: '/categories', label: 'findBook' }, { to: '/dashboard', label: 'sell' }, { to: '/dashboard', label: 'advertise' }, sitePageLink('help')],
  },
  { title: 'company', links: [sitePageLink('about'), sitePageLink('contact'), { to: '/blog', label: 'blog' }] },
  { title: 'legal', links: [sitePageLink('terms'), sitePageLink('privacy'), sitePageLink('cookies')] },
];

export function SiteFooter() {
  const t = useMessages(footer);
  const brand = useMessages(common);
  return (
    <footer className="bg-neutral text-neutral-content">
      <div className="footer sm:footer-horizontal mx-auto max-w-7xl gap-y-10 px-4 py-12 sm:px-6 lg:px-8">
        <div className="max-w-xs">
          <p className="font-serif text-2xl font-bold">
            {brand('brandFirst')} <span className="text-primary">{brand('brandSecond')}</span>
          </p>
          <p className="mt-3 text-sm">{t('tagline')}</p>
        </div>
        {COLUMNS.map((column) => (
          <nav key={column.title} aria-label={t(column.title)}>
            <h2 className="footer-title">{t(column.title)}</h2>
            <ul className="space-y-2">
              {column.links.map((link) => (
                <li key={link.label}>
                  <Link to={link.to} className="link link-hover">
                    {t(link.label)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-neutral-content/15 border-t">
        <p className="mx-auto max-w-7xl px-4 py-5 text-center text-sm sm:px-6 lg:px-8">
          {t('copyright', { year: formatNumber(new Date().getFullYear(), { useGrouping: false }) })}
        </p>
      </div>
    </footer>
  );
}
