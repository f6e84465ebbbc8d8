CREATE TABLE "source_posts" (
	"type" text NOT NULL,
	"reference" text NOT NULL,
	"status" text NOT NULL,
	"posts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"fetched_at" timestamp with time zone,
	"checked_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone NOT NULL,
	CONSTRAINT "source_posts_pkey" PRIMARY KEY("type","reference"),
	CONSTRAINT "source_posts_status" CHECK ("source_posts"."status" in ('ok', 'not-readable', 'not-found', 'failed')),
	CONSTRAINT "source_posts_capped" CHECK (jsonb_array_length("source_posts"."posts") <= 30)
);
--> statement-breakpoint
ALTER TABLE "concepts" ADD COLUMN "sources" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
CREATE INDEX "source_posts_used_idx" ON "source_posts" USING btree ("used_at");