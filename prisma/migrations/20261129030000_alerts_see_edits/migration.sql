-- An edited listing may now match saved searches it did not: its words, category, condition,
-- location or price changed. The new-listing job runs again for it (`edited` says why); who was
-- already told of the book is not told twice (services/alerts.ts).
CREATE OR REPLACE FUNCTION "books_alert_jobs"() RETURNS trigger LANGUAGE plpgsql AS $$
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
    IF (NEW."title", NEW."author", NEW."category_id", NEW."condition", NEW."location", NEW."price_minor")
       IS DISTINCT FROM (OLD."title", OLD."author", OLD."category_id", OLD."condition", OLD."location", OLD."price_minor") THEN
      PERFORM graphile_worker.add_job('alerts:new_listing', json_build_object('bookId', NEW."id", 'edited', true), job_key := 'listing:' || NEW."id");
    END IF;
  END IF;
  RETURN NEW;
END
$$;

DROP TRIGGER "books_alert_jobs" ON "books";
CREATE TRIGGER "books_alert_jobs" AFTER INSERT OR UPDATE OF "price_minor", "status", "title", "author", "category_id", "condition", "location" ON "books"
FOR EACH ROW EXECUTE FUNCTION "books_alert_jobs"();
