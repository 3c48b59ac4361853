import { NOTE_MAX } from '../../../shared/note.ts';
import { openProblemSchema, PROBLEM_REASONS, type Order } from '../../../shared/orders.ts';
import { useMessages } from '../../i18n/namespace.ts';
import { orders } from '../../i18n/orders.ts';
import { reasonLabels, ReportDialog } from '../reports/report-dialog.tsx';
import { useOpenProblem } from '../order-lifecycle/use-order-lifecycle.ts';

const PROBLEM_NOTE = { schema: openProblemSchema.shape.note, max: NOTE_MAX.problem };

/** The buyer reports a problem with a paid order: it freezes until an admin refunds or releases it. */
export function ProblemModal({ order, onClose }: { order: Order; onClose: () => void }) {
  const problem = useOpenProblem();
  const t = useMessages(orders);
  return (
    <ReportDialog
      kind={t('problemKind')}
      title={order.book}
      byline={t('fromSeller', { email: order.sellerEmail })}
      explanation={t('problemExplained')}
      reasons={PROBLEM_REASONS}
      labels={reasonLabels(PROBLEM_REASONS, (reason) => t(`problem.${reason}`))}
      note={PROBLEM_NOTE}
      what="Reporting the problem"
      send={(values) => problem.mutateAsync({ id: order._id, ...values })}
      onClose={onClose}
    />
  );
}
