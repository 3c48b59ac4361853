import { NOTE_MAX } from '../../../shared/note.ts';
import { openProblemSchema, PROBLEM_REASON_LABELS, PROBLEM_REASONS, type Order } from '../../../shared/orders.ts';
import { ReportDialog } from '../reports/report-dialog.tsx';
import { useOpenProblem } from '../order-lifecycle/use-order-lifecycle.ts';

const PROBLEM_NOTE = { schema: openProblemSchema.shape.note, max: NOTE_MAX.problem };

/** The buyer reports a problem with a paid order: it freezes until an admin refunds or releases it. */
export function ProblemModal({ order, onClose }: { order: Order; onClose: () => void }) {
  const problem = useOpenProblem();
  return (
    <ReportDialog
      kind="Report a problem with this order"
      title={order.book}
      byline={`from ${order.sellerEmail}`}
      explanation="The payment waits: the seller is not paid until an admin has looked at it, and refunds you in full if you are right."
      reasons={PROBLEM_REASONS}
      labels={PROBLEM_REASON_LABELS}
      note={PROBLEM_NOTE}
      what="Reporting the problem"
      send={(values) => problem.mutateAsync({ id: order._id, ...values })}
      onClose={onClose}
    />
  );
}
