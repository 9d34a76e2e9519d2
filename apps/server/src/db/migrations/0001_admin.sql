CREATE TABLE "bus_stops" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"name" text NOT NULL,
	"label" text,
	"direction" text,
	"lat" double precision NOT NULL,
	"lon" double precision NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"storage_key" text NOT NULL,
	"thumbnail_key" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "route_stops" (
	"route_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"bus_stop_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	CONSTRAINT "route_stops_route_id_position_pk" PRIMARY KEY("route_id","position")
);
--> statement-breakpoint
CREATE TABLE "routes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"route_type" text DEFAULT 'loop' NOT NULL,
	"color" text,
	"path" jsonb NOT NULL,
	"graphic_file_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "server_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"name" text NOT NULL,
	"registration" text,
	"status_flag" text DEFAULT 'active' NOT NULL,
	"max_occupancy" integer NOT NULL,
	"max_wheelchair_occupancy" integer DEFAULT 0 NOT NULL,
	"icon_file_id" uuid,
	"mqtt_username" text,
	"mqtt_password_hash" text,
	"mqtt_rotated_at" timestamp with time zone,
	"anonymized_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "contact_name" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "contact_email" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "contact_phone" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "address" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "logo_file_id" uuid;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "anonymized_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "graphic_file_id" uuid;--> statement-breakpoint
ALTER TABLE "bus_stops" ADD CONSTRAINT "bus_stops_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "route_stops" ADD CONSTRAINT "route_stops_route_id_routes_id_fk" FOREIGN KEY ("route_id") REFERENCES "routes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "route_stops" ADD CONSTRAINT "route_stops_bus_stop_id_bus_stops_id_fk" FOREIGN KEY ("bus_stop_id") REFERENCES "bus_stops"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "route_stops" ADD CONSTRAINT "route_stops_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "routes" ADD CONSTRAINT "routes_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "routes" ADD CONSTRAINT "routes_graphic_file_id_files_id_fk" FOREIGN KEY ("graphic_file_id") REFERENCES "files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_icon_file_id_files_id_fk" FOREIGN KEY ("icon_file_id") REFERENCES "files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bus_stops_customer_name_idx" ON "bus_stops" USING btree ("customer_id",lower("name"));--> statement-breakpoint
CREATE INDEX "bus_stops_customer_created_idx" ON "bus_stops" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "files_storage_key_uq" ON "files" USING btree ("storage_key");--> statement-breakpoint
CREATE INDEX "files_customer_idx" ON "files" USING btree ("customer_id","kind");--> statement-breakpoint
CREATE INDEX "route_stops_bus_stop_idx" ON "route_stops" USING btree ("bus_stop_id");--> statement-breakpoint
CREATE INDEX "route_stops_customer_idx" ON "route_stops" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "routes_customer_name_uq" ON "routes" USING btree ("customer_id",lower("name"));--> statement-breakpoint
CREATE INDEX "routes_customer_created_idx" ON "routes" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "vehicles_customer_name_uq" ON "vehicles" USING btree ("customer_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "vehicles_mqtt_username_uq" ON "vehicles" USING btree ("mqtt_username");--> statement-breakpoint
CREATE INDEX "vehicles_customer_created_idx" ON "vehicles" USING btree ("customer_id","created_at");--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_logo_file_id_files_id_fk" FOREIGN KEY ("logo_file_id") REFERENCES "files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_graphic_file_id_files_id_fk" FOREIGN KEY ("graphic_file_id") REFERENCES "files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customers_created_idx" ON "customers" USING btree ("created_at");