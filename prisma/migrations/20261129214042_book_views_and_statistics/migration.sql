-- Book page views (server/observability/book-views.ts): today's visitors, one row each, and the days
-- already rolled up; book_view_counts reads both as one series of views per book and day. And the
-- indexes the seller insights and the admin overview count by day with.
-- CreateTable
CREATE TABLE "book_view_visits" (
    "day" DATE NOT NULL,
    "book_id" UUID NOT NULL,
    "visitor" BYTEA NOT NULL,
    "own" BOOLEAN NOT NULL DEFAULT false,

    CONSTRAINT "book_view_visits_pkey" PRIMARY KEY ("day","book_id","visitor")
);

-- CreateTable
CREATE TABLE "book_view_days" (
    "book_id" UUID NOT NULL,
    "day" DATE NOT NULL,
    "views" INTEGER NOT NULL,

    CONSTRAINT "book_view_days_pkey" PRIMARY KEY ("book_id","day")
);

-- CreateIndex
CREATE INDEX "orders_cancelled_at_idx" ON "orders"("cancelled_at");

-- CreateIndex
CREATE INDEX "orders_problem_at_idx" ON "orders"("problem_at");

-- CreateIndex
CREATE INDEX "ledger_entries_kind_created_at_idx" ON "ledger_entries"("kind", "created_at");

-- AddForeignKey
ALTER TABLE "book_view_days" ADD CONSTRAINT "book_view_days_book_id_fkey" FOREIGN KEY ("book_id") REFERENCES "books"("id") ON DELETE CASCADE ON UPDATE CASCADE;

ALTER TABLE "book_view_days" ADD CONSTRAINT "book_view_days_views_check" CHECK ("views" > 0);

-- Views per book and day: the days rolled up, and those whose visitors are still kept (the seller's
-- own device left out). What seller insights read.
CREATE VIEW "book_view_counts" AS
  SELECT "book_id", "day", "views" FROM "book_view_days"
  UNION ALL
  SELECT "book_id", "day", count(*)::int AS "views" FROM "book_view_visits" WHERE NOT "own" GROUP BY "book_id", "day";
