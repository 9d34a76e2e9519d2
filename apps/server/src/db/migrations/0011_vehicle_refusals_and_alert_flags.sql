CREATE TABLE "vehicle_refusals" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"vehicle_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"reason" text NOT NULL,
	"topic" text NOT NULL,
	"message" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "vehicle_alerts" ADD COLUMN "flags" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "vehicle_refusals" ADD CONSTRAINT "vehicle_refusals_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vehicle_refusals_vehicle_received_idx" ON "vehicle_refusals" USING btree ("vehicle_id","received_at");