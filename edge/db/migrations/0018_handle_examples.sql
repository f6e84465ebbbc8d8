CREATE TABLE "handle_examples" (
	"user_id" uuid NOT NULL,
	"type" text NOT NULL,
	"reference" text NOT NULL,
	"examples" jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "handle_examples_pkey" PRIMARY KEY("user_id","type","reference"),
	CONSTRAINT "handle_examples_count" CHECK (jsonb_array_length("handle_examples"."examples") between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "handle_examples" ADD CONSTRAINT "handle_examples_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;