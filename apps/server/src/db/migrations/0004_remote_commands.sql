CREATE TABLE "vehicle_commands" (
	"id" uuid PRIMARY KEY NOT NULL,
	"customer_id" uuid NOT NULL,
	"vehicle_id" uuid NOT NULL,
	"command" text NOT NULL,
	"state" text NOT NULL,
	"reason" text,
	"user_id" uuid,
	"username" text,
	"issued_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"history" jsonb NOT NULL
);
--> statement-breakpoint
CREATE INDEX "vehicle_commands_customer_issued_idx" ON "vehicle_commands" USING btree ("customer_id","issued_at");--> statement-breakpoint
CREATE INDEX "vehicle_commands_vehicle_issued_idx" ON "vehicle_commands" USING btree ("vehicle_id","issued_at");