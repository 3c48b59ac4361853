-- Emails wait here per recipient until their batch window and their gap since the last email are
-- over; then everything waiting for that person goes out as one email (services/email/outbox.ts).
-- CreateTable
CREATE TABLE "email_outbox" (
    "key" TEXT NOT NULL,
    "user_id" UUID NOT NULL,
    "topic" TEXT NOT NULL,
    "content" JSONB NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "email_outbox_pkey" PRIMARY KEY ("key")
);

-- CreateIndex
CREATE INDEX "email_outbox_user_id_created_at_idx" ON "email_outbox"("user_id", "created_at");

-- AddForeignKey
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
