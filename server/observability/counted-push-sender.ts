import type { PushSender } from '../integrations/push/push-sender.ts';
import type { StoreMetrics } from './metrics.ts';

/** `sender`, each push counted as sent, gone (the subscription no longer exists) or failed. */
export function countedPushSender(sender: PushSender, metrics: StoreMetrics): PushSender {
  const sent = metrics.pushMessages.labels('sent');
  const gone = metrics.pushMessages.labels('gone');
  const failed = metrics.pushMessages.labels('failed');
  return {
    publicKey: sender.publicKey,
    accepts: (endpoint) => sender.accepts(endpoint),
    async send(target, payload, urgency) {
      try {
        const outcome = await sender.send(target, payload, urgency);
        (outcome === 'sent' ? sent : gone).inc();
        return outcome;
      } catch (error) {
        failed.inc();
        throw error;
      }
    },
  };
}
