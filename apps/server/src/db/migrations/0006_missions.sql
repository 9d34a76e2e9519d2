CREATE TABLE "missions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"customer_id" uuid NOT NULL,
	"vehicle_id" uuid NOT NULL,
	"site_id" text NOT NULL,
	"type" text NOT NULL,
	"station_id" text NOT NULL,
	"station_name" text NOT NULL,
	"status" text NOT NULL,
	"lifecycle" text NOT NULL,
	"seq" bigserial NOT NULL,
	"command_id" uuid,
	"eta" timestamp with time zone,
	"remaining_m" double precision,
	"reason" text,
	"requested_by" uuid,
	"requested_by_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "missions_customer_created_idx" ON "missions" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "missions_vehicle_status_idx" ON "missions" USING btree ("vehicle_id","status","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "missions_vehicle_active_uq" ON "missions" USING btree ("vehicle_id") WHERE "missions"."status" = 'active';