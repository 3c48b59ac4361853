import { Link } from 'react-router';
import { SITE_PAGES, sitePagePath, type SitePageSlug } from '../../../shared/site-pages.ts';

type FooterLink = { to: string; label: string };

const sitePageLink = (slug: SitePageSlug): FooterLink => ({ to: sitePagePath(slug), label: SITE_PAGES.find((p) => p.slug === slug)!.label });

const COLUMNS: Array<{ title: string; links: FooterLink[] }> = [
  {
    title: 'Services',
    links: [
      { to: '/categories', label: 'Find a book' },
      { to: '/dashboard', label: 'Sell your books' },
      { to: '/dashboard', label: 'Advertise a listing' },
      sitePageLink('help'),
    ],
  },
  { title: 'Company', links: [sitePageLink('about'), sitePageLink('contact'), { to: '/blog', label: 'Blog' }] },
  { title: 'Legal', links: [sitePageLink('terms'), sitePageLink('privacy'), sitePageLink('cookies')] },
];

export function SiteFooter() {
  return (
    <footer className="bg-neutral text-neutral-content">
      <div className="footer sm:footer-horizontal mx-auto max-w-7xl gap-y-10 px-4 py-12 sm:px-6 lg:px-8">
        <div className="max-w-xs">
          <p className="font-serif text-2xl font-bold">
            Book <span className="text-primary">Store</span>
          </p>
          <p className="mt-3 text-sm">A marketplace where used books find their next reader.</p>
        </div>
        {COLUMNS.map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <h2 className="footer-title">{column.title}</h2>
            <ul className="space-y-2">
              {column.links.map((link) => (
                <li key={link.label}>
                  <Link to={link.to} className="link link-hover">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-neutral-content/15 border-t">
        <p className="mx-auto max-w-7xl px-4 py-5 text-center text-sm sm:px-6 lg:px-8">
          Copyright © {new Date().getFullYear()} - All rights reserved by Book Store
        </p>
      </div>
    </footer>
  );
}
