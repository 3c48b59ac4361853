-- AlterTable
ALTER TABLE "reports" ADD COLUMN     "conversation_id" UUID;

-- CreateIndex
CREATE UNIQUE INDEX "reports_conversation_id_reporter_id_key" ON "reports"("conversation_id", "reporter_id");

-- AddForeignKey
ALTER TABLE "reports" ADD CONSTRAINT "reports_conversation_id_fkey" FOREIGN KEY ("conversation_id") REFERENCES "conversations"("id") ON DELETE SET NULL ON UPDATE CASCADE;
