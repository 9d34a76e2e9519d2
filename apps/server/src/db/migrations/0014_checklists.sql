CREATE TABLE "checklist_holds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"vehicle_id" uuid NOT NULL,
	"transaction_id" uuid NOT NULL,
	"items" jsonb NOT NULL,
	"cleared_at" timestamp with time zone,
	"cleared_by" text,
	"clear_note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "checklist_master_versions" (
	"master_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"sections" jsonb NOT NULL,
	"applies_to" jsonb NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "checklist_master_versions_master_id_version_pk" PRIMARY KEY("master_id","version")
);
--> statement-breakpoint
CREATE TABLE "checklist_masters" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"version" integer DEFAULT 1 NOT NULL,
	"sections" jsonb NOT NULL,
	"applies_to" jsonb NOT NULL,
	"created_by" text NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "checklist_overrides" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"vehicle_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"created_by" text NOT NULL,
	"valid_until" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "checklist_transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"master_id" uuid NOT NULL,
	"master_version" integer NOT NULL,
	"master_name" text NOT NULL,
	"vehicle_id" uuid NOT NULL,
	"vehicle_name" text NOT NULL,
	"service_id" uuid,
	"operator_id" uuid,
	"operator_name" text,
	"completed_at" timestamp with time zone NOT NULL,
	"started_at" timestamp with time zone,
	"lat" double precision,
	"lon" double precision,
	"result" text NOT NULL,
	"safety_critical_failed" boolean NOT NULL,
	"failed_items" jsonb NOT NULL,
	"answers" jsonb NOT NULL,
	"notes_text" text,
	"note_file_ids" jsonb NOT NULL,
	"anonymized_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "checklist_holds" ADD CONSTRAINT "checklist_holds_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checklist_holds" ADD CONSTRAINT "checklist_holds_transaction_id_checklist_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "checklist_transactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checklist_master_versions" ADD CONSTRAINT "checklist_master_versions_master_id_checklist_masters_id_fk" FOREIGN KEY ("master_id") REFERENCES "checklist_masters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checklist_masters" ADD CONSTRAINT "checklist_masters_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checklist_overrides" ADD CONSTRAINT "checklist_overrides_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checklist_transactions" ADD CONSTRAINT "checklist_transactions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checklist_transactions" ADD CONSTRAINT "checklist_transactions_master_id_checklist_masters_id_fk" FOREIGN KEY ("master_id") REFERENCES "checklist_masters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "checklist_holds_vehicle_idx" ON "checklist_holds" USING btree ("vehicle_id") WHERE "checklist_holds"."cleared_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "checklist_masters_customer_name_uq" ON "checklist_masters" USING btree ("customer_id",lower("name")) WHERE "checklist_masters"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "checklist_overrides_vehicle_idx" ON "checklist_overrides" USING btree ("vehicle_id","valid_until");--> statement-breakpoint
CREATE INDEX "checklist_transactions_customer_completed_idx" ON "checklist_transactions" USING btree ("customer_id","completed_at");--> statement-breakpoint
CREATE INDEX "checklist_transactions_vehicle_completed_idx" ON "checklist_transactions" USING btree ("vehicle_id","completed_at");