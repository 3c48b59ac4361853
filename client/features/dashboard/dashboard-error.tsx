import { Link } from 'react-router';

function DashboardProblem({ title, text }: { title: string; text: string }) {
  return (
    <section className="max-w-xl">
      <title>{`${title} · Dashboard · Book Store`}</title>
      <h1 className="font-serif text-3xl font-bold sm:text-4xl">{title}</h1>
      <p className="text-base-content/75 mt-3 text-lg">{text}</p>
      <Link to="/dashboard" className="btn btn-primary mt-8">
        Back to the dashboard
      </Link>
    </section>
  );
}

/** Any dashboard address that is not a dashboard screen, shown inside the dashboard. */
export function DashboardNotFound() {
  return (
    <DashboardProblem title="This dashboard page does not exist" text="The address may be mistyped, or the page has moved. The menu lists what you can open." />
  );
}

/** A dashboard screen that failed to load or render; the menu stays usable around it. */
export function DashboardRouteError() {
  return (
    <DashboardProblem
      title="Something went wrong"
      text="This part of the dashboard could not be shown. Reloading usually helps; if it does not, try again in a moment."
    />
  );
}
