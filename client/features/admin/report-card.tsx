import { useId } from 'react';
import { ListCard } from '../../components/list-card.tsx';
import { ListPhoto } from '../../components/list-photo.tsx';
import { ReportButtons, ReportReasons, ReportedBookTitle, Reporters } from './report-controls.tsx';
import { reportedPartyLabel } from './report-groups.ts';
import type { ReportViewProps } from './report-row.tsx';

/** The same reported listing as a card on phones. */
export function ReportCard({ group, actions }: ReportViewProps) {
  const bookId = useId();
  return (
    <ListCard
      media={group.image && <ListPhoto src={group.image} />}
      titleId={bookId}
      title={<ReportedBookTitle group={group} />}
      details={[
        ['Reasons', <ReportReasons group={group} />],
        ['Reported by', <Reporters group={group} />],
      ]}
      actions={<ReportButtons group={group} actions={actions} describedBy={bookId} />}
    >
      <p className="text-base-content/70 text-sm break-all">
        {reportedPartyLabel(group)}: {group.sellerEmail}
      </p>
    </ListCard>
  );
}
