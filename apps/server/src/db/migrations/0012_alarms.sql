CREATE TABLE "alarm_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"alarm_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"action" text NOT NULL,
	"from_state" text,
	"to_state" text NOT NULL,
	"actor_id" uuid,
	"actor_name" text,
	"note" text
);
--> statement-breakpoint
CREATE TABLE "alarm_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"created_by_id" uuid,
	"created_by_name" text NOT NULL,
	"params" jsonb NOT NULL,
	"state" text NOT NULL,
	"rows" jsonb,
	"row_count" integer,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "alarm_settings" (
	"customer_id" uuid PRIMARY KEY NOT NULL,
	"settings" jsonb NOT NULL,
	"updated_by" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "alarms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"vehicle_id" uuid,
	"vehicle_name" text,
	"source" text NOT NULL,
	"rule" text,
	"condition_key" text NOT NULL,
	"level" text NOT NULL,
	"level_word" text NOT NULL,
	"category" text NOT NULL,
	"code" text NOT NULL,
	"message" text NOT NULL,
	"consequences" text NOT NULL,
	"correction_procedure" text NOT NULL,
	"state" text NOT NULL,
	"condition_active" boolean NOT NULL,
	"count" integer DEFAULT 1 NOT NULL,
	"first_seen" timestamp with time zone NOT NULL,
	"last_seen" timestamp with time zone NOT NULL,
	"location" jsonb,
	"alert_id" uuid,
	"recent_raises" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"chattering" boolean DEFAULT false NOT NULL,
	"auto_resolved" boolean DEFAULT false NOT NULL,
	"acknowledged_at" timestamp with time zone,
	"acknowledged_by_id" uuid,
	"acknowledged_by_name" text,
	"assignee_id" uuid,
	"assignee_name" text,
	"assigned_at" timestamp with time zone,
	"resolved_at" timestamp with time zone,
	"resolved_by_id" uuid,
	"resolved_by_name" text,
	"closed_at" timestamp with time zone,
	"closed_by_id" uuid,
	"closed_by_name" text,
	"shelved_until" timestamp with time zone,
	"shelved_by_id" uuid,
	"shelved_by_name" text,
	"shelve_reason" text,
	"comment_count" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "alarm_events" ADD CONSTRAINT "alarm_events_alarm_id_alarms_id_fk" FOREIGN KEY ("alarm_id") REFERENCES "alarms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alarm_reports" ADD CONSTRAINT "alarm_reports_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alarm_settings" ADD CONSTRAINT "alarm_settings_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alarms" ADD CONSTRAINT "alarms_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "alarm_events_alarm_at_idx" ON "alarm_events" USING btree ("alarm_id","at");--> statement-breakpoint
CREATE INDEX "alarm_events_customer_at_idx" ON "alarm_events" USING btree ("customer_id","at");--> statement-breakpoint
CREATE INDEX "alarm_reports_customer_created_idx" ON "alarm_reports" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "alarms_active_condition_uq" ON "alarms" USING btree ("customer_id","condition_key") WHERE "alarms"."state" in ('OPEN', 'REOPENED', 'ACKNOWLEDGED', 'ASSIGNED');--> statement-breakpoint
CREATE INDEX "alarms_customer_last_seen_idx" ON "alarms" USING btree ("customer_id","last_seen");--> statement-breakpoint
CREATE INDEX "alarms_customer_state_idx" ON "alarms" USING btree ("customer_id","state");--> statement-breakpoint
CREATE INDEX "alarms_customer_condition_idx" ON "alarms" USING btree ("customer_id","condition_key","last_seen");--> statement-breakpoint
CREATE INDEX "alarms_shelved_until_idx" ON "alarms" USING btree ("shelved_until");