import { DashboardProblem } from '../../components/dashboard-problem.tsx';

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
