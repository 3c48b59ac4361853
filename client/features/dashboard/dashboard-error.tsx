import { DashboardProblem } from '../../components/dashboard-problem.tsx';
import { common } from '../../i18n/common.ts';
import { dashboard } from '../../i18n/dashboard.ts';
import { useMessages } from '../../i18n/namespace.ts';

/** Any dashboard address that is not a dashboard screen, shown inside the dashboard. */
export function DashboardNotFound() {
  const t = useMessages(dashboard);
  return <DashboardProblem title={t('notFoundTitle')} text={t('notFoundText')} />;
}

/** A dashboard screen that failed to load or render; the menu stays usable around it. */
export function DashboardRouteError() {
  const t = useMessages(dashboard);
  const shared = useMessages(common);
  return <DashboardProblem title={shared('errorTitle')} text={t('errorText')} />;
}
