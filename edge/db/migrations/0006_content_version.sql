CREATE TABLE "content_version" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 1 NOT NULL,
	CONSTRAINT "content_version_single_row" CHECK ("content_version"."id" = 1)
);
--> statement-breakpoint
INSERT INTO "content_version" ("id", "version") VALUES (1, 1) ON CONFLICT DO NOTHING;--> statement-breakpoint
-- Any change to a content table, however it is made (seed, admin command, an operator's SQL), moves
-- the version every instance polls. Row triggers, so a seed that inserts nothing moves nothing; one
-- statement trigger per table for TRUNCATE, which fires no row triggers.
CREATE FUNCTION "bump_content_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "content_version" SET "version" = "version" + 1 WHERE "id" = 1;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "costs_bump_content_version" AFTER INSERT OR UPDATE OR DELETE ON "costs" FOR EACH ROW EXECUTE FUNCTION "bump_content_version"();--> statement-breakpoint
CREATE TRIGGER "styles_bump_content_version" AFTER INSERT OR UPDATE OR DELETE ON "styles" FOR EACH ROW EXECUTE FUNCTION "bump_content_version"();--> statement-breakpoint
CREATE TRIGGER "packages_bump_content_version" AFTER INSERT OR UPDATE OR DELETE ON "packages" FOR EACH ROW EXECUTE FUNCTION "bump_content_version"();--> statement-breakpoint
CREATE TRIGGER "faqs_bump_content_version" AFTER INSERT OR UPDATE OR DELETE ON "faqs" FOR EACH ROW EXECUTE FUNCTION "bump_content_version"();--> statement-breakpoint
CREATE TRIGGER "how_to_topics_bump_content_version" AFTER INSERT OR UPDATE OR DELETE ON "how_to_topics" FOR EACH ROW EXECUTE FUNCTION "bump_content_version"();--> statement-breakpoint
CREATE TRIGGER "costs_truncate_bumps_content_version" AFTER TRUNCATE ON "costs" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();--> statement-breakpoint
CREATE TRIGGER "styles_truncate_bumps_content_version" AFTER TRUNCATE ON "styles" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();--> statement-breakpoint
CREATE TRIGGER "packages_truncate_bumps_content_version" AFTER TRUNCATE ON "packages" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();--> statement-breakpoint
CREATE TRIGGER "faqs_truncate_bumps_content_version" AFTER TRUNCATE ON "faqs" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();--> statement-breakpoint
CREATE TRIGGER "how_to_topics_truncate_bumps_content_version" AFTER TRUNCATE ON "how_to_topics" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
