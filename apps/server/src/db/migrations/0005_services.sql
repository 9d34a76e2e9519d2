CREATE TABLE "service_occupancies" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"service_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"by" uuid,
	"source" text NOT NULL,
	"stop_no" integer,
	"boardings" integer DEFAULT 0 NOT NULL,
	"alightings" integer DEFAULT 0 NOT NULL,
	"wheelchair_boardings" integer DEFAULT 0 NOT NULL,
	"wheelchair_alightings" integer DEFAULT 0 NOT NULL,
	"occupancy_after" integer NOT NULL,
	"wheelchair_occupancy_after" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_stops" (
	"service_id" uuid NOT NULL,
	"no" integer NOT NULL,
	"customer_id" uuid NOT NULL,
	"bus_stop_id" uuid NOT NULL,
	"label" text,
	"direction" text,
	"name" text NOT NULL,
	"lat" double precision NOT NULL,
	"lon" double precision NOT NULL,
	"distance_m" double precision NOT NULL,
	"bst" timestamp with time zone NOT NULL,
	"eta_initial" timestamp with time zone NOT NULL,
	"eta_expected" timestamp with time zone NOT NULL,
	"eta_seconds" integer,
	"eta_updated_at" timestamp with time zone NOT NULL,
	"arrived_at" timestamp with time zone,
	CONSTRAINT "service_stops_service_id_no_pk" PRIMARY KEY("service_id","no")
);
--> statement-breakpoint
CREATE TABLE "services" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"vehicle_id" uuid NOT NULL,
	"vehicle_name" text NOT NULL,
	"route_id" uuid NOT NULL,
	"route_name" text NOT NULL,
	"route_type" text NOT NULL,
	"operator_id" uuid,
	"operator_name" text,
	"site_name" text NOT NULL,
	"status" text NOT NULL,
	"occupancy" integer DEFAULT 0 NOT NULL,
	"wheelchair_occupancy" integer DEFAULT 0 NOT NULL,
	"max_occupancy" integer NOT NULL,
	"max_wheelchair_occupancy" integer NOT NULL,
	"last_lat" double precision,
	"last_lon" double precision,
	"last_point_at" timestamp with time zone,
	"start_at" timestamp with time zone,
	"end_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "service_occupancies" ADD CONSTRAINT "service_occupancies_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_stops" ADD CONSTRAINT "service_stops_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "service_occupancies_service_at_idx" ON "service_occupancies" USING btree ("service_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "services_vehicle_active_uq" ON "services" USING btree ("vehicle_id") WHERE "services"."status" = 'active';--> statement-breakpoint
CREATE INDEX "services_customer_created_idx" ON "services" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "services_customer_status_idx" ON "services" USING btree ("customer_id","status");