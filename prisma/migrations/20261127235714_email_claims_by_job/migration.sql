-- AlterTable
ALTER TABLE "email_outbox" ALTER COLUMN "claimed_by" SET DATA TYPE TEXT;
