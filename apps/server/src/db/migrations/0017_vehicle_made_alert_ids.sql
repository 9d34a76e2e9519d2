-- A vehicle's alert ids are its own (strings or numbers), kept as given; a repeat is the same id from the same vehicle.
DROP INDEX "vehicle_alerts_vehicle_msg_uq";--> statement-breakpoint
ALTER TABLE "vehicle_alerts" DROP CONSTRAINT "vehicle_alerts_pkey";--> statement-breakpoint
ALTER TABLE "vehicle_alerts" ALTER COLUMN "id" SET DATA TYPE jsonb USING to_jsonb("id"::text);--> statement-breakpoint
ALTER TABLE "vehicle_alerts" ALTER COLUMN "msg_id" SET DATA TYPE jsonb USING to_jsonb("msg_id");--> statement-breakpoint
ALTER TABLE "alarms" ALTER COLUMN "alert_id" SET DATA TYPE jsonb USING to_jsonb("alert_id"::text);--> statement-breakpoint
ALTER TABLE "vehicle_alerts" ADD CONSTRAINT "vehicle_alerts_vehicle_id_id_pk" PRIMARY KEY("vehicle_id","id");
