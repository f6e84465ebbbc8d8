CREATE TABLE "post_images" (
	"post_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"blob_id" text,
	"alt_text" text DEFAULT '' NOT NULL,
	"original_alt_text" text DEFAULT '' NOT NULL,
	CONSTRAINT "post_images_post_id_position_pk" PRIMARY KEY("post_id","position")
);
--> statement-breakpoint
CREATE TABLE "post_variants" (
	"post_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"platform" text,
	"title" text,
	"text" text NOT NULL,
	"hashtags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"original" jsonb NOT NULL,
	CONSTRAINT "post_variants_post_id_position_pk" PRIMARY KEY("post_id","position")
);
--> statement-breakpoint
ALTER TABLE "posts" ALTER COLUMN "generation_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ALTER COLUMN "content" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ALTER COLUMN "position" SET DEFAULT 0;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "source" text DEFAULT 'drafted' NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "concept_id" uuid;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "saved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "post_images" ADD CONSTRAINT "post_images_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_images" ADD CONSTRAINT "post_images_blob_id_blobs_id_fk" FOREIGN KEY ("blob_id") REFERENCES "public"."blobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_variants" ADD CONSTRAINT "post_variants_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "post_images_blob_idx" ON "post_images" USING btree ("blob_id");--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_concept_id_concepts_id_fk" FOREIGN KEY ("concept_id") REFERENCES "public"."concepts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "posts_concept_idx" ON "posts" USING btree ("concept_id");--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_source" CHECK ("posts"."source" in ('drafted', 'concept', 'saved'));--> statement-breakpoint
-- Data (written by hand; 0009 then drops the old columns and table). Every post keeps its id: a drafted
-- post's text becomes its one variant, for no named platform, and its image its first image.
INSERT INTO "post_variants" ("post_id", "position", "platform", "title", "text", "hashtags", "original")
SELECT "id", 0, NULL, NULL, "content", '[]'::jsonb,
  jsonb_build_object('title', NULL, 'text', "content", 'hashtags', '[]'::jsonb)
FROM "posts";--> statement-breakpoint
INSERT INTO "post_images" ("post_id", "position", "blob_id")
SELECT "id", 0, "image_blob_id" FROM "posts" WHERE "image_blob_id" IS NOT NULL;--> statement-breakpoint
-- The concept page's posts join them, in their own order (seq follows the ORDER BY). A post drafted
-- with a concept becomes that concept's post; one the person saved from text is `saved`. A concept
-- whose copy the person deleted from the Generated Posts list has no post any more: its own columns
-- only duplicated that copy.
INSERT INTO "posts" ("id", "user_id", "generation_id", "source", "concept_id", "title", "saved_at", "position", "created_at")
SELECT g."id", g."user_id", c."generation_id",
  CASE WHEN g."concept_id" IS NULL THEN 'saved' ELSE 'concept' END,
  g."concept_id", g."title", g."saved_at", 0, g."created_at"
FROM "generated_posts" g LEFT JOIN "concepts" c ON c."id" = g."concept_id"
ORDER BY g."seq";--> statement-breakpoint
INSERT INTO "post_variants" ("post_id", "position", "platform", "title", "text", "hashtags", "original")
SELECT "id", 0, NULL, NULL, "content", '[]'::jsonb,
  jsonb_build_object('title', NULL, 'text', "content", 'hashtags', '[]'::jsonb)
FROM "generated_posts";
