CREATE TABLE "blob_deletions" (
	"key" text PRIMARY KEY NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "blobs" DROP CONSTRAINT "blobs_size";--> statement-breakpoint
ALTER TABLE "blobs" ALTER COLUMN "bytes" DROP NOT NULL;--> statement-breakpoint
CREATE INDEX "blob_deletions_due_idx" ON "blob_deletions" USING btree ("next_attempt_at");--> statement-breakpoint
ALTER TABLE "blobs" ADD CONSTRAINT "blobs_size" CHECK ("blobs"."bytes" is null or "blobs"."size" = octet_length("blobs"."bytes"));