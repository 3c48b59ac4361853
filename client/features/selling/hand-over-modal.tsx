import { NOTE_MAX } from '../../../shared/note.ts';
import { handOverSchema } from '../../../shared/orders.ts';
import { TextDialog } from '../../components/text-dialog.tsx';
import { useHandOver } from '../order-lifecycle/use-order-lifecycle.ts';

/**
 * The seller says a paid copy reached its buyer, with an optional note for them (how, a tracking
 * number). A copy bought in a bundle is handed over with the rest of the bundle.
 */
export function HandOverModal({ orderId, title, bundled, onClose }: { orderId: string; title: string; bundled: boolean; onClose: () => void }) {
  const handOver = useHandOver();
  return (
    <TextDialog
      kicker="Mark handed over"
      title={title}
      explanation={`${bundled ? 'It was bought in a bundle: the other books of the bundle are marked handed over with it. ' : ''}The buyer is asked to confirm they have it. Without an answer the sale completes by itself a week later.`}
      label="Note for the buyer (optional)"
      schema={handOverSchema.shape.note}
      max={NOTE_MAX.handover}
      rows={2}
      placeholder="Met at the library; or shipped, tracking PX-20391"
      submitLabel="Handed over"
      what="Marking the order handed over"
      send={(note) => handOver.mutateAsync({ id: orderId, note })}
      onClose={onClose}
    />
  );
}
