DROP INDEX "posts_title_trgm_idx";--> statement-breakpoint
CREATE INDEX "generations_user_finished_idx" ON "generations" USING btree ("user_id","finished_at") WHERE "generations"."status" = 'succeeded';--> statement-breakpoint
CREATE INDEX "wallet_ledger_reservation_idx" ON "wallet_ledger" USING btree ("reservation_id");