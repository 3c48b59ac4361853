-- CreateTable
-- Rate-limit counters of every server process (rate-limiter-flexible's RateLimiterPostgres table).
-- UNLOGGED: a counter needs no crash safety (a crash empties the table, which only restarts the
-- current minute), and its upsert on every write then costs no WAL.
CREATE UNLOGGED TABLE "rate_limits" (
    "key" VARCHAR(255) NOT NULL,
    "points" INTEGER NOT NULL DEFAULT 0,
    "expire" BIGINT,

    CONSTRAINT "rate_limits_pkey" PRIMARY KEY ("key")
);
