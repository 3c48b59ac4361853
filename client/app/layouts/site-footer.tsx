import { Link } from 'react-router';

const SERVICES = [
  { to: '/categories', label: 'Find a book' },
  { to: '/dashboard', label: 'Sell your books' },
  { to: '/dashboard', label: 'Advertise a listing' },
  { to: '/blog', label: 'Help and FAQ' },
];
const COMPANY = ['About us', 'Careers', 'Press', 'Contact'];
const LEGAL = ['Terms of use', 'Privacy policy', 'Cookie policy'];

function TextColumn({ title, items }: { title: string; items: string[] }) {
  return (
    <div>
      <h2 className="footer-title">{title}</h2>
      <ul className="space-y-2">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </div>
  );
}

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
        <nav aria-label="Services">
          <h2 className="footer-title">Services</h2>
          <ul className="space-y-2">
            {SERVICES.map((service) => (
              <li key={service.label}>
                <Link to={service.to} className="link link-hover">
                  {service.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <TextColumn title="Company" items={COMPANY} />
        <TextColumn title="Legal" items={LEGAL} />
      </div>
      <div className="border-neutral-content/15 border-t">
        <p className="mx-auto max-w-7xl px-4 py-5 text-center text-sm sm:px-6 lg:px-8">Copyright © 2022 - All rights reserved by Book Store</p>
      </div>
    </footer>
  );
}
