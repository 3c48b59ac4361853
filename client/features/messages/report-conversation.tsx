import { lazy, Suspense, useState } from 'react';
import type { Conversation } from '../../../shared/conversations.ts';
import { ReportButton } from '../reports/report-button.tsx';
import { ReportedNote } from '../reports/reported-note.tsx';
import { prefetch } from '../../lib/prefetch.ts';
import { conversations } from '../../i18n/conversations.ts';
import { useMessages } from '../../i18n/namespace.ts';

// The form validates with the store's schema (zod): loaded when a party reaches for the button.
const loadReportModal = () => import('./report-conversation-modal.tsx');
const ReportConversationModal = lazy(() => loadReportModal().then((m) => ({ default: m.ReportConversationModal })));

/**
 * A party's Report for the conversation on screen; once they have reported it, it says so instead
 * (a party reports a conversation once).
 */
export function ReportConversation({ conversation }: { conversation: Conversation }) {
  const [open, setOpen] = useState(false);
  const t = useMessages(conversations);
  if (conversation.reported) return <ReportedNote />;
  return (
    <>
      <ReportButton title={t('reportButtonTitle', { book: conversation.book })} onReport={() => setOpen(true)} onPrepare={prefetch(loadReportModal)} />
      {open && (
        <Suspense fallback={null}>
          <ReportConversationModal conversation={conversation} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
