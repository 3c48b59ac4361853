-- A listing shows up to six photos: the cover stays in image_url (the legacy `image`), the others
-- follow here in the seller's order.
ALTER TABLE "books" ADD COLUMN "more_photos" TEXT[] DEFAULT ARRAY[]::TEXT[];
ALTER TABLE "books" ADD CONSTRAINT "books_more_photos_count" CHECK (cardinality("more_photos") <= 5);
