CREATE TABLE "bus_locations" (
	"vehicle_id" uuid NOT NULL,
	"seq" bigint NOT NULL,
	"customer_id" uuid NOT NULL,
	"name" text NOT NULL,
	"lat" double precision NOT NULL,
	"lon" double precision NOT NULL,
	"dt_iot" timestamp with time zone NOT NULL,
	CONSTRAINT "bus_locations_vehicle_id_seq_pk" PRIMARY KEY("vehicle_id","seq")
);
--> statement-breakpoint
CREATE TABLE "mission_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"customer_id" uuid NOT NULL,
	"vehicle_id" uuid NOT NULL,
	"mission_id" uuid NOT NULL,
	"type" text NOT NULL,
	"site_id" text NOT NULL,
	"lifecycle" text NOT NULL,
	"dt_aggr_send" timestamp with time zone NOT NULL,
	"data" jsonb NOT NULL,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "telemetry" (
	"customer_id" uuid NOT NULL,
	"vehicle_id" uuid NOT NULL,
	"measure_name" text NOT NULL,
	"dt_iot" timestamp with time zone NOT NULL,
	"value_num" double precision,
	"value_text" text,
	"seq" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "telemetry_snapshots" (
	"vehicle_id" uuid NOT NULL,
	"seq" bigint NOT NULL,
	"customer_id" uuid NOT NULL,
	"dt_canbus" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	CONSTRAINT "telemetry_snapshots_vehicle_id_seq_pk" PRIMARY KEY("vehicle_id","seq")
);
--> statement-breakpoint
CREATE TABLE "vehicle_alerts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"customer_id" uuid NOT NULL,
	"vehicle_id" uuid NOT NULL,
	"msg_id" bigint NOT NULL,
	"level" text NOT NULL,
	"event_name" text NOT NULL,
	"source_type" text NOT NULL,
	"message" text NOT NULL,
	"site_name" text NOT NULL,
	"time" timestamp with time zone NOT NULL,
	"location" jsonb NOT NULL,
	"alerts" jsonb NOT NULL,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "bus_locations_customer_dt_idx" ON "bus_locations" USING btree ("customer_id","dt_iot");--> statement-breakpoint
CREATE UNIQUE INDEX "mission_events_dedup_uq" ON "mission_events" USING btree ("vehicle_id","mission_id","lifecycle","dt_aggr_send");--> statement-breakpoint
CREATE INDEX "mission_events_customer_dt_idx" ON "mission_events" USING btree ("customer_id","dt_aggr_send");--> statement-breakpoint
CREATE INDEX "telemetry_vehicle_measure_dt_idx" ON "telemetry" USING btree ("vehicle_id","measure_name","dt_iot");--> statement-breakpoint
CREATE UNIQUE INDEX "vehicle_alerts_vehicle_msg_uq" ON "vehicle_alerts" USING btree ("vehicle_id","msg_id");--> statement-breakpoint
CREATE INDEX "vehicle_alerts_customer_time_idx" ON "vehicle_alerts" USING btree ("customer_id","time");--> statement-breakpoint
CREATE INDEX "vehicle_alerts_vehicle_time_idx" ON "vehicle_alerts" USING btree ("vehicle_id","time");