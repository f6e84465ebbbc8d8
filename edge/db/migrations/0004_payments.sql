CREATE TABLE "checkout_reversals" (
	"key" text PRIMARY KEY NOT NULL,
	"checkout_id" text NOT NULL,
	"processor_amount_cents" integer NOT NULL,
	"share_cents" integer NOT NULL,
	"taken_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "checkout_reversals_amounts" CHECK ("checkout_reversals"."taken_cents" >= 0 and "checkout_reversals"."taken_cents" <= "checkout_reversals"."share_cents")
);
--> statement-breakpoint
CREATE TABLE "checkouts" (
	"id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"user_id" uuid NOT NULL,
	"price_id" text NOT NULL,
	"package_name" text NOT NULL,
	"credit_cents" integer NOT NULL,
	"price_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"payment_intent" text,
	"status" text DEFAULT 'open' NOT NULL,
	"credited_at" timestamp with time zone,
	"reversed_cents" integer DEFAULT 0 NOT NULL,
	"shortfall_cents" integer DEFAULT 0 NOT NULL,
	"problem" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "checkouts_provider" CHECK ("checkouts"."provider" in ('stripe', 'test')),
	CONSTRAINT "checkouts_status" CHECK ("checkouts"."status" in ('open', 'credited', 'expired', 'failed', 'mismatch')),
	CONSTRAINT "checkouts_credit_positive" CHECK ("checkouts"."credit_cents" > 0),
	CONSTRAINT "checkouts_price_positive" CHECK ("checkouts"."price_cents" > 0),
	CONSTRAINT "checkouts_currency" CHECK ("checkouts"."currency" ~ '^[a-z]{3}$'),
	CONSTRAINT "checkouts_credited_at" CHECK (("checkouts"."status" = 'credited') = ("checkouts"."credited_at" is not null)),
	CONSTRAINT "checkouts_reversed_within_credit" CHECK ("checkouts"."reversed_cents" >= 0 and "checkouts"."reversed_cents" <= "checkouts"."credit_cents"),
	CONSTRAINT "checkouts_shortfall_within_reversed" CHECK ("checkouts"."shortfall_cents" >= 0 and "checkouts"."shortfall_cents" <= "checkouts"."reversed_cents")
);
--> statement-breakpoint
CREATE TABLE "processed_payment_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "wallet_ledger" ADD COLUMN "checkout_id" text;--> statement-breakpoint
ALTER TABLE "wallet_ledger" ADD COLUMN "seq" bigint NOT NULL GENERATED ALWAYS AS IDENTITY (sequence name "wallet_ledger_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1);--> statement-breakpoint
ALTER TABLE "checkout_reversals" ADD CONSTRAINT "checkout_reversals_checkout_id_checkouts_id_fk" FOREIGN KEY ("checkout_id") REFERENCES "public"."checkouts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkouts" ADD CONSTRAINT "checkouts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "checkout_reversals_checkout_idx" ON "checkout_reversals" USING btree ("checkout_id");--> statement-breakpoint
CREATE INDEX "checkouts_user_created_idx" ON "checkouts" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "checkouts_payment_intent_idx" ON "checkouts" USING btree ("payment_intent");--> statement-breakpoint
CREATE INDEX "checkouts_open_created_idx" ON "checkouts" USING btree ("created_at") WHERE "checkouts"."status" = 'open';--> statement-breakpoint
ALTER TABLE "wallet_ledger" ADD CONSTRAINT "wallet_ledger_checkout_id_checkouts_id_fk" FOREIGN KEY ("checkout_id") REFERENCES "public"."checkouts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wallet_ledger_user_seq_idx" ON "wallet_ledger" USING btree ("user_id","seq");--> statement-breakpoint
CREATE INDEX "wallet_ledger_checkout_idx" ON "wallet_ledger" USING btree ("checkout_id");