-- CreateEnum
CREATE TYPE "Locale" AS ENUM ('en', 'bn');

-- AlterTable
ALTER TABLE "users" ADD COLUMN     "bangla_digits" BOOLEAN NOT NULL DEFAULT true,
ADD COLUMN     "language" "Locale";
