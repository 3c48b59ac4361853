-- AlterTable
ALTER TABLE "categories" ADD COLUMN     "name_bn" TEXT;
