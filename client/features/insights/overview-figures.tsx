import type { AdminOverview } from '../../../shared/insights.ts';
import { formatMoney, formatNumber } from '../../i18n/format.ts';
import { insights } from '../../i18n/insights.ts';
import { useMessages } from '../../i18n/namespace.ts';
import { Figures } from './figures.tsx';

const percent = (share: number) => formatNumber(share, { style: 'percent', maximumFractionDigits: 1 });

/** The period's totals and, as things stand now, the reports waiting for a decision and the payouts due. */
export function OverviewFigures({ data }: { data: AdminOverview }) {
  const t = useMessages(insights);
  const money = (minor: number) => formatMoney(minor, data.currency);
  const share = (value: number | null) => (value === null ? t('figure.noSales') : percent(value));
  const { totals, openReports, payoutsDue } = data;
  const days = (count: number | null) => t('figure.waitDays', { count: count ?? 0 });
  return (
    <Figures
      wide
      figures={[
        { title: t('figure.sales'), value: formatNumber(totals.sales), note: t('figure.salesNote') },
        { title: t('figure.salesValue'), value: money(totals.salesMinor), note: t('figure.salesValueNote') },
        { title: t('figure.problemShare'), value: share(totals.problemShare), note: t('figure.problemShareNote', { count: totals.problems }) },
        {
          title: t('figure.refundShare'),
          value: share(totals.refundShare),
          note: t('figure.refundShareNote', { count: totals.refunds, amount: money(totals.refundedMinor) }),
        },
        {
          title: t('figure.openReports'),
          value: formatNumber(openReports.count),
          note:
            openReports.count === 0
              ? t('figure.noReports')
              : t('figure.reportsWait', { oldest: days(openReports.oldestDays), median: days(openReports.medianDays) }),
        },
        { title: t('figure.payoutsDue'), value: money(payoutsDue.amountMinor), note: t('figure.payoutsDueNote', { count: payoutsDue.count }) },
      ]}
    />
  );
}
