CREATE TABLE "blobs" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"mime" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blobs_mime" CHECK ("blobs"."mime" in ('image/jpeg', 'image/png', 'image/webp')),
	CONSTRAINT "blobs_size" CHECK ("blobs"."size" = octet_length("blobs"."bytes"))
);
--> statement-breakpoint
CREATE TABLE "concepts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"generation_id" uuid NOT NULL,
	"stream" text NOT NULL,
	"title" text NOT NULL,
	"concept" text NOT NULL,
	"details" text NOT NULL,
	"practical_tips" text NOT NULL,
	"media_inspiration" text NOT NULL,
	"post_title" text NOT NULL,
	"post_content" text NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "concepts_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "concepts_stream" CHECK ("concepts"."stream" in ('mainstream', 'offstream'))
);
--> statement-breakpoint
CREATE TABLE "generated_posts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"concept_id" uuid,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"saved_at" timestamp with time zone,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "generated_posts_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "generations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"input" jsonb NOT NULL,
	"output" jsonb,
	"cost_cents" integer DEFAULT 0 NOT NULL,
	"reservation_reference" text,
	"idempotency_key" text,
	"request_hash" text,
	"response_status" integer,
	"response" jsonb,
	"failure" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "generations_user_idempotency_key_unique" UNIQUE("user_id","idempotency_key"),
	CONSTRAINT "generations_kind" CHECK ("generations"."kind" in ('concepts', 'posts', 'media-captions')),
	CONSTRAINT "generations_status" CHECK ("generations"."status" in ('running', 'succeeded', 'failed')),
	CONSTRAINT "generations_cost_non_negative" CHECK ("generations"."cost_cents" >= 0),
	CONSTRAINT "generations_finished_when_done" CHECK (("generations"."status" = 'running') = ("generations"."finished_at" is null))
);
--> statement-breakpoint
CREATE TABLE "media_captions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"generation_id" uuid,
	"content_url" text NOT NULL,
	"content_text" text,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "media_captions_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "posts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"generation_id" uuid NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"image_blob_id" text,
	"position" integer NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "posts_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "blobs" ADD CONSTRAINT "blobs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "concepts" ADD CONSTRAINT "concepts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "concepts" ADD CONSTRAINT "concepts_generation_id_generations_id_fk" FOREIGN KEY ("generation_id") REFERENCES "public"."generations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "generated_posts" ADD CONSTRAINT "generated_posts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "generated_posts" ADD CONSTRAINT "generated_posts_concept_id_concepts_id_fk" FOREIGN KEY ("concept_id") REFERENCES "public"."concepts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "generations" ADD CONSTRAINT "generations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_captions" ADD CONSTRAINT "media_captions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_captions" ADD CONSTRAINT "media_captions_generation_id_generations_id_fk" FOREIGN KEY ("generation_id") REFERENCES "public"."generations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_generation_id_generations_id_fk" FOREIGN KEY ("generation_id") REFERENCES "public"."generations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_image_blob_id_blobs_id_fk" FOREIGN KEY ("image_blob_id") REFERENCES "public"."blobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "blobs_user_created_idx" ON "blobs" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "concepts_user_seq_idx" ON "concepts" USING btree ("user_id","seq");--> statement-breakpoint
CREATE INDEX "concepts_generation_idx" ON "concepts" USING btree ("generation_id");--> statement-breakpoint
CREATE INDEX "generated_posts_user_seq_idx" ON "generated_posts" USING btree ("user_id","seq");--> statement-breakpoint
CREATE INDEX "generations_user_running_idx" ON "generations" USING btree ("user_id","created_at") WHERE "generations"."status" = 'running';--> statement-breakpoint
CREATE INDEX "generations_user_created_idx" ON "generations" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "media_captions_user_seq_idx" ON "media_captions" USING btree ("user_id","seq");--> statement-breakpoint
CREATE INDEX "posts_user_seq_idx" ON "posts" USING btree ("user_id","seq");--> statement-breakpoint
CREATE INDEX "posts_generation_idx" ON "posts" USING btree ("generation_id");