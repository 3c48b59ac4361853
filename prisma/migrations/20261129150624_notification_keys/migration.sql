-- A notification keeps its words as a message key and values, written in each reader's language
-- (shared/messages/notices.*.json); those stored before have their English message only (key null).
-- AlterTable
ALTER TABLE "notifications" ADD COLUMN     "message_key" TEXT,
ADD COLUMN     "message_values" JSONB;
