ALTER TABLE "audit_log" ADD COLUMN "seq" bigint;--> statement-breakpoint
-- Entries written before the chain existed take their place in it in the order they were written;
-- the server gives them their hashes once at start (see chainUnchainedEntries).
UPDATE "audit_log" SET "seq" = numbered."seq", "at" = date_trunc('milliseconds', "audit_log"."at")
FROM (SELECT "id", row_number() OVER (ORDER BY "id") AS "seq" FROM "audit_log") AS numbered
WHERE "audit_log"."id" = numbered."id";--> statement-breakpoint
ALTER TABLE "audit_log" ALTER COLUMN "seq" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "prev_hash" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "hash" text;--> statement-breakpoint
CREATE UNIQUE INDEX "audit_log_seq_uq" ON "audit_log" USING btree ("seq");
