import { NOTE_MAX } from '../../../shared/note.ts';
import { handOverSchema } from '../../../shared/orders.ts';
import { TextDialog } from '../../components/text-dialog.tsx';
import { useMessages } from '../../i18n/namespace.ts';
import { selling } from '../../i18n/selling.ts';
import { useHandOver } from '../order-lifecycle/use-order-lifecycle.ts';

/**
 * The seller says a paid copy reached its buyer, with an optional note for them (how, a tracking
 * number). A copy bought in a bundle is handed over with the rest of the bundle.
 */
export function HandOverModal({ orderId, title, bundled, onClose }: { orderId: string; title: string; bundled: boolean; onClose: () => void }) {
  const handOver = useHandOver();
  const t = useMessages(selling);
  return (
    <TextDialog
      kicker={t('action.handOver')}
      title={title}
      explanation={t(bundled ? 'handOver.explainBundle' : 'handOver.explain')}
      label={t('handOver.note')}
      schema={handOverSchema.shape.note}
      max={NOTE_MAX.handover}
      rows={2}
      placeholder={t('handOver.placeholder', { tracking: 'PX-20391' })}
      submitLabel={t('handOver.submit')}
      what="Marking the order handed over"
      send={(note) => handOver.mutateAsync({ id: orderId, note })}
      onClose={onClose}
    />
  );
}
