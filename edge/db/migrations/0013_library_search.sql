-- The library: a partial index for saved-only pages, and trigram indexes for its ILIKE search; pg_trgm ships with
-- PostgreSQL, Neon and PGlite (edge/db/client.ts loads it there). The extension line is written by hand.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "concepts_title_trgm_idx" ON "concepts" USING gin ("title" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "concepts_concept_trgm_idx" ON "concepts" USING gin ("concept" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "concepts_details_trgm_idx" ON "concepts" USING gin ("details" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "post_variants_text_trgm_idx" ON "post_variants" USING gin ("text" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "posts_user_saved_seq_idx" ON "posts" USING btree ("user_id","seq") WHERE "posts"."saved_at" is not null;--> statement-breakpoint
CREATE INDEX "posts_title_trgm_idx" ON "posts" USING gin ("title" gin_trgm_ops) WITH (fastupdate=false);