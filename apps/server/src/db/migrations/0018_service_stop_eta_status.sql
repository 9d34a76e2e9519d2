ALTER TABLE "service_stops" ADD COLUMN "eta_status" text DEFAULT 'predicted' NOT NULL;--> statement-breakpoint
ALTER TABLE "service_stops" ADD COLUMN "eta_margin_s" integer;