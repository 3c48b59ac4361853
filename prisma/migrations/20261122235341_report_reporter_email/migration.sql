-- AlterTable: reports keep the reporter's email (filled from the users table for any earlier row).
ALTER TABLE "reports" ADD COLUMN     "reporter_email" TEXT;
UPDATE "reports" r SET "reporter_email" = COALESCE((SELECT u."email" FROM "users" u WHERE u."id" = r."reporter_id"), '');
ALTER TABLE "reports" ALTER COLUMN "reporter_email" SET NOT NULL;
