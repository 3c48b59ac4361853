-- CreateTable
CREATE TABLE "job_workers" (
    "worker_id" TEXT NOT NULL,
    "seen_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "job_workers_pkey" PRIMARY KEY ("worker_id")
);

-- CreateIndex
CREATE INDEX "job_workers_seen_at_idx" ON "job_workers"("seen_at");
