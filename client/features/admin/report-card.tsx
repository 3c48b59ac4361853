import { useId } from 'react';
import { ListCard } from '../../components/list-card.tsx';
import { ListPhoto } from '../../components/list-photo.tsx';
import { ReportButtons, ReportReasons, ReportedBookTitle, Reporters } from './report-controls.tsx';
import { reportedPartyKey } from './report-groups.ts';
import type { ReportViewProps } from './report-row.tsx';
import { admin } from '../../i18n/admin.ts';
import { useMessages } from '../../i18n/namespace.ts';

/** The same reported listing as a card on phones. */
export function ReportCard({ group, actions }: ReportViewProps) {
  const bookId = useId();
  const t = useMessages(admin);
  return (
    <ListCard
      media={group.image && <ListPhoto src={group.image} />}
      titleId={bookId}
      title={<ReportedBookTitle group={group} />}
      details={[
        [t('columnReasons'), <ReportReasons group={group} />],
        [t('columnReportedBy'), <Reporters group={group} />],
      ]}
      actions={<ReportButtons group={group} actions={actions} describedBy={bookId} />}
    >
      <p className="text-base-content/70 text-sm break-all">{t(reportedPartyKey(group), { email: group.sellerEmail })}</p>
    </ListCard>
  );
}
