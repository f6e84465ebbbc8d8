ALTER TABLE "generated_posts" DISABLE ROW LEVEL SECURITY;--> statement-breakpoint
DROP TABLE "generated_posts" CASCADE;--> statement-breakpoint
ALTER TABLE "posts" DROP CONSTRAINT "posts_image_blob_id_blobs_id_fk";
--> statement-breakpoint
ALTER TABLE "concepts" DROP COLUMN "post_title";--> statement-breakpoint
ALTER TABLE "concepts" DROP COLUMN "post_content";--> statement-breakpoint
ALTER TABLE "posts" DROP COLUMN "content";--> statement-breakpoint
ALTER TABLE "posts" DROP COLUMN "image_blob_id";