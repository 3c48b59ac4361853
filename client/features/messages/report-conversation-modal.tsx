import { useMutation } from '@tanstack/react-query';
import type { Conversation } from '../../../shared/conversations.ts';
import { CONVERSATION_REPORT_REASONS, REPORT_REASON_LABELS } from '../../../shared/reports.ts';
import { notify } from '../../lib/notify.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { ReportDialog } from '../reports/report-dialog.tsx';
import { useReadAgain } from '../../lib/read-again.ts';

/** Reporting a conversation to the admins, who may then read it while the report is open. */
export function ReportConversationModal({ conversation, onClose }: { conversation: Conversation; onClose: () => void }) {
  const trpc = useTRPC();
  const readAgain = useReadAgain();
  const report = useMutation(
    trpc.conversations.report.mutationOptions({
      onSuccess: async () => {
        notify.success('Report sent');
        await readAgain(trpc.conversations.byId.queryFilter({ id: conversation._id }));
      },
    }),
  );
  return (
    <ReportDialog
      kind="Report this conversation"
      title={`Conversation about “${conversation.book}”`}
      byline={`with ${conversation.other.name}`}
      explanation="An admin reads the conversation while your report is open, and may act on the account."
      reasons={CONVERSATION_REPORT_REASONS}
      labels={REPORT_REASON_LABELS}
      what="Reporting the conversation"
      send={(values) => report.mutateAsync({ id: conversation._id, ...values })}
      onClose={onClose}
    />
  );
}
