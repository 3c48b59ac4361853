-- CreateTable
CREATE TABLE "wishlist_items" (
    "user_id" UUID NOT NULL,
    "book_id" UUID NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "wishlist_items_pkey" PRIMARY KEY ("user_id","book_id")
);

-- CreateTable
CREATE TABLE "saved_searches" (
    "id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "q" TEXT NOT NULL,
    "word_count" INTEGER NOT NULL,
    "category_id" UUID,
    "condition" "Condition",
    "min_price_minor" INTEGER,
    "max_price_minor" INTEGER,
    "location" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "saved_searches_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "saved_search_words" (
    "search_id" UUID NOT NULL,
    "word" TEXT NOT NULL,

    CONSTRAINT "saved_search_words_pkey" PRIMARY KEY ("search_id","word")
);

-- CreateIndex
CREATE INDEX "wishlist_items_book_id_idx" ON "wishlist_items"("book_id");

-- CreateIndex
CREATE INDEX "wishlist_items_user_id_created_at_idx" ON "wishlist_items"("user_id", "created_at" DESC);

-- CreateIndex
CREATE INDEX "saved_searches_user_id_created_at_idx" ON "saved_searches"("user_id", "created_at" DESC);

-- CreateIndex
CREATE INDEX "saved_search_words_word_idx" ON "saved_search_words"("word");

-- CreateIndex
CREATE INDEX "notifications_kind_created_at_idx" ON "notifications"("kind", "created_at");

-- AddForeignKey
ALTER TABLE "wishlist_items" ADD CONSTRAINT "wishlist_items_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "wishlist_items" ADD CONSTRAINT "wishlist_items_book_id_fkey" FOREIGN KEY ("book_id") REFERENCES "books"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_category_id_fkey" FOREIGN KEY ("category_id") REFERENCES "categories"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "saved_search_words" ADD CONSTRAINT "saved_search_words_search_id_fkey" FOREIGN KEY ("search_id") REFERENCES "saved_searches"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Written by hand. Typo tolerance for saved searches, as search has for listings: a listing word near
-- a saved word by trigram similarity matches it. (The migrations test knows this index by name.)
CREATE INDEX "saved_search_words_trgm_idx" ON "saved_search_words" USING gin ("word" gin_trgm_ops);

-- The events alerts come from, each adding its job in its own transaction (services/alerts.ts says
-- who is told): a new listing (saved searches), a lower price, a copy available again (wishlists).
CREATE FUNCTION "books_alert_jobs"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM graphile_worker.add_job('alerts:new_listing', json_build_object('bookId', NEW."id"), job_key := 'listing:' || NEW."id");
  ELSE
    IF NEW."price_minor" < OLD."price_minor" THEN
      PERFORM graphile_worker.add_job('alerts:price_drop', json_build_object('bookId', NEW."id", 'priceMinor', NEW."price_minor", 'wasMinor', OLD."price_minor"), job_key := 'price:' || NEW."id");
    END IF;
    IF OLD."status" = 'sold' AND NEW."status" = 'available' THEN
      PERFORM graphile_worker.add_job('alerts:back_in_stock', json_build_object('bookId', NEW."id"), job_key := 'available:' || NEW."id");
    END IF;
  END IF;
  RETURN NEW;
END
$$;

CREATE TRIGGER "books_alert_jobs" AFTER INSERT OR UPDATE OF "price_minor", "status" ON "books"
FOR EACH ROW EXECUTE FUNCTION "books_alert_jobs"();

-- A booking that ended lets go of its copy: available again for whoever saved it.
CREATE FUNCTION "orders_released_copy_job"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM graphile_worker.add_job('alerts:back_in_stock', json_build_object('bookId', OLD."live_book_id"), job_key := 'available:' || OLD."live_book_id");
  RETURN NEW;
END
$$;

CREATE TRIGGER "orders_released_copy_job" AFTER UPDATE OF "live_book_id" ON "orders"
FOR EACH ROW WHEN (OLD."live_book_id" IS NOT NULL AND NEW."live_book_id" IS NULL AND NEW."status" = 'cancelled')
EXECUTE FUNCTION "orders_released_copy_job"();

-- A saved search names at least one word, and its price range is a range.
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_words" CHECK ("word_count" BETWEEN 1 AND 8);
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_price_range" CHECK ("min_price_minor" IS NULL OR "max_price_minor" IS NULL OR "min_price_minor" <= "max_price_minor");
