import { useMutation } from '@tanstack/react-query';
import type { Conversation } from '../../../shared/conversations.ts';
import { CONVERSATION_REPORT_REASONS } from '../../../shared/reports.ts';
import { notify } from '../../lib/notify.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { reasonLabels, ReportDialog } from '../reports/report-dialog.tsx';
import { useReadAgain } from '../../lib/read-again.ts';
import { conversations } from '../../i18n/conversations.ts';
import { useMessages } from '../../i18n/namespace.ts';
import { reports } from '../../i18n/reports.ts';

/** Reporting a conversation to the admins, who may then read it while the report is open. */
export function ReportConversationModal({ conversation, onClose }: { conversation: Conversation; onClose: () => void }) {
  const trpc = useTRPC();
  const readAgain = useReadAgain();
  const t = useMessages(conversations);
  const reporting = useMessages(reports);
  const report = useMutation(
    trpc.conversations.report.mutationOptions({
      onSuccess: async () => {
        notify.success(reports.t('sent'));
        await readAgain(trpc.conversations.byId.queryFilter({ id: conversation._id }));
      },
    }),
  );
  return (
    <ReportDialog
      kind={t('reportKind')}
      title={t('reportTitle', { book: conversation.book })}
      byline={t('reportByline', { name: conversation.other.name })}
      explanation={t('reportExplanation')}
      reasons={CONVERSATION_REPORT_REASONS}
      labels={reasonLabels(CONVERSATION_REPORT_REASONS, (reason) => reporting(`reason.${reason}`))}
      what="Reporting the conversation"
      send={(values) => report.mutateAsync({ id: conversation._id, ...values })}
      onClose={onClose}
    />
  );
}
