import { Link } from 'react-router';
import { ArrowRightIcon } from '../../components/page-icons.tsx';
import { DASHBOARD_MENU } from './dashboard-menu-items.ts';
import { useRole } from '../auth/use-role.ts';

const WHAT_YOU_CAN_DO = {
  buyer: 'Follow the copies you have booked and pay for them from My Orders.',
  seller: 'List a book you want to sell, then manage its status and advertising from My products.',
  admin: 'Verify sellers, remove accounts and review the listings buyers have reported.',
} as const;

export function DashboardHome() {
  const { role, name } = useRole();
  const article = role === 'admin' ? 'an' : 'a';
  return (
    <section className="max-w-3xl">
      <title>Dashboard · Book Store</title>
      <p className="text-secondary text-sm font-semibold tracking-wider uppercase">Dashboard</p>
      <h1 className="mt-2 font-serif text-3xl font-bold sm:text-4xl">Welcome, {name}!</h1>
      <p className="text-base-content/75 mt-3 text-lg">
        You are signed in as {article} <strong className="text-base-content">{role}</strong>. {WHAT_YOU_CAN_DO[role]}
      </p>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2">
        {DASHBOARD_MENU[role].map((item) => (
          <li key={item.to}>
            <Link
              to={item.to}
              className="card bg-base-100 border-base-300 hover:border-primary flex-row items-center justify-between border p-5 font-semibold shadow-sm transition-colors"
            >
              {item.label}
              <ArrowRightIcon className="text-secondary size-5" />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
