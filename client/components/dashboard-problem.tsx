import { Link } from 'react-router';

type Back = { to: string; label: string };
const TO_THE_DASHBOARD: Back = { to: '/dashboard', label: 'Back to the dashboard' };

/** A dashboard screen that can only say why it shows nothing, and where to go back to. */
export function DashboardProblem({ title, text, back = TO_THE_DASHBOARD }: { title: string; text: string; back?: Back }) {
  return (
    <section className="max-w-xl">
      <title>{`${title} · Dashboard · Book Store`}</title>
      <h1 className="font-serif text-3xl font-bold sm:text-4xl">{title}</h1>
      <p className="text-base-content/75 mt-3 text-lg">{text}</p>
      <Link to={back.to} className="btn btn-primary mt-8">
        {back.label}
      </Link>
    </section>
  );
}
