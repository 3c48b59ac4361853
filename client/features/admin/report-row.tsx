import { useId } from 'react';
import { ListPhoto } from '../../components/list-photo.tsx';
import { reportedPartyKey, type ReportGroup } from './report-groups.ts';
import { ReportButtons, ReportReasons, ReportedBookTitle, Reporters } from './report-controls.tsx';
import { admin } from '../../i18n/admin.ts';
import { useMessages } from '../../i18n/namespace.ts';
import type { ReportActions } from './use-report-actions.ts';

export type ReportViewProps = { group: ReportGroup; actions: ReportActions };

/** One reported listing in the admin's table, with all its open reports. */
export function ReportRow({ group, actions }: ReportViewProps) {
  const bookId = useId();
  const t = useMessages(admin);
  return (
    <tr>
      <td>{group.image && <ListPhoto src={group.image} />}</td>
      <th scope="row" id={bookId} className="min-w-48 font-semibold">
        <ReportedBookTitle group={group} />
        <span className="text-base-content/70 block text-sm font-normal">{t(reportedPartyKey(group), { email: group.sellerEmail })}</span>
      </th>
      <td className="min-w-40">
        <ReportReasons group={group} />
      </td>
      <td className="min-w-48">
        <Reporters group={group} />
      </td>
      <td>
        <div className="flex gap-2">
          <ReportButtons group={group} actions={actions} describedBy={bookId} />
        </div>
      </td>
    </tr>
  );
}
