-- What Open Library said of an ISBN (or that it knows none), so a repeat lookup is local.
CREATE TABLE "isbn_records" (
    "isbn" CHAR(13) NOT NULL,
    "found" BOOLEAN NOT NULL,
    "title" TEXT,
    "authors" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "publisher" TEXT,
    "year" INTEGER,
    "pages" INTEGER,
    "description" TEXT,
    "image_url" TEXT,
    "fetched_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "isbn_records_pkey" PRIMARY KEY ("isbn"),
    CONSTRAINT "isbn_records_isbn_is_isbn13" CHECK ("isbn" ~ '^97[89][0-9]{10}$'),
    CONSTRAINT "isbn_records_found_has_title" CHECK (NOT "found" OR "title" IS NOT NULL)
);
