import type { Mailer } from '../integrations/email/mailer.ts';
import type { StoreMetrics } from './metrics.ts';

/** `mailer`, each send counted as sent or failed (every email of the store goes through it: the outbox and verification alike). */
export function countedMailer(mailer: Mailer, metrics: StoreMetrics): Mailer {
  const sent = metrics.emails.labels('sent');
  const failed = metrics.emails.labels('failed');
  return {
    async send(mail) {
      try {
        await mailer.send(mail);
        sent.inc();
      } catch (error) {
        failed.inc();
        throw error;
      }
    },
    close: () => mailer.close(),
  };
}
