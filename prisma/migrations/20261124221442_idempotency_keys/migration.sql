-- CreateEnum
CREATE TYPE "IdempotencyKeyState" AS ENUM ('pending', 'done');

-- CreateTable
-- Answers to REST calls with an Idempotency-Key, kept 24 hours (server/http/idempotency.ts). Logged,
-- unlike rate_limits: after a crash a retry must still get the first answer, not run again.
CREATE TABLE "idempotency_keys" (
    "caller_uid" TEXT NOT NULL,
    "key" VARCHAR(255) NOT NULL,
    "operation" TEXT NOT NULL,
    "request_hash" TEXT NOT NULL,
    "state" "IdempotencyKeyState" NOT NULL DEFAULT 'pending',
    "response_status" INTEGER,
    "response_headers" JSONB,
    "response_body" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "idempotency_keys_pkey" PRIMARY KEY ("caller_uid","key")
);

-- CreateIndex
CREATE INDEX "idempotency_keys_created_at_idx" ON "idempotency_keys"("created_at");
