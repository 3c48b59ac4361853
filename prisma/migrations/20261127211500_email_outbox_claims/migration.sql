-- A send claims the emails it sends for a short lease instead of holding their rows locked in a
-- transaction through the SMTP conversation (services/email/outbox.ts).
-- AlterTable
ALTER TABLE "email_outbox" ADD COLUMN     "claimed_by" UUID,
ADD COLUMN     "claimed_until" TIMESTAMPTZ(3);
