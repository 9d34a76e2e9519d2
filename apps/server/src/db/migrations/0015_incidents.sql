CREATE TABLE "incident_attachments" (
	"file_id" uuid PRIMARY KEY NOT NULL,
	"customer_id" uuid NOT NULL,
	"name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"uploaded_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "incident_counters" (
	"customer_id" uuid NOT NULL,
	"year" integer NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "incident_counters_customer_id_year_pk" PRIMARY KEY("customer_id","year")
);
--> statement-breakpoint
CREATE TABLE "incident_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"title" text,
	"params" jsonb NOT NULL,
	"rows" jsonb NOT NULL,
	"row_count" integer NOT NULL,
	"by_category" jsonb NOT NULL,
	"by_severity" jsonb NOT NULL,
	"truncated" boolean NOT NULL,
	"created_by" text NOT NULL,
	"created_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "incidents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"reference" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"category" text NOT NULL,
	"severity" text NOT NULL,
	"status" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"lat" double precision,
	"lon" double precision,
	"bus_stop_id" uuid,
	"bus_stop_name" text,
	"vehicle_id" uuid,
	"vehicle_name" text,
	"service_id" uuid,
	"route_id" uuid,
	"route_name" text,
	"operator_id" uuid,
	"operator_name" text,
	"people_involved" jsonb NOT NULL,
	"actions_taken" text,
	"root_cause" text,
	"follow_ups" jsonb NOT NULL,
	"alarms" jsonb NOT NULL,
	"commands" jsonb NOT NULL,
	"missions" jsonb NOT NULL,
	"attachment_ids" jsonb NOT NULL,
	"telemetry_snapshot" jsonb,
	"snapshot_pending_until" timestamp with time zone,
	"timeline" jsonb NOT NULL,
	"created_by" text,
	"closed_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "incident_attachments" ADD CONSTRAINT "incident_attachments_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incident_attachments" ADD CONSTRAINT "incident_attachments_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incident_counters" ADD CONSTRAINT "incident_counters_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incident_reports" ADD CONSTRAINT "incident_reports_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incidents" ADD CONSTRAINT "incidents_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "incident_attachments_customer_idx" ON "incident_attachments" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "incident_reports_customer_created_idx" ON "incident_reports" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "incidents_customer_reference_uq" ON "incidents" USING btree ("customer_id","reference");--> statement-breakpoint
CREATE INDEX "incidents_customer_occurred_idx" ON "incidents" USING btree ("customer_id","occurred_at");