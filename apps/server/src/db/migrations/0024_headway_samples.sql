CREATE TABLE "headway_samples" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"customer_id" uuid NOT NULL,
	"route_id" uuid NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"cv" double precision NOT NULL,
	"gaps" integer NOT NULL,
	"planned_s" integer
);
--> statement-breakpoint
ALTER TABLE "headway_samples" ADD CONSTRAINT "headway_samples_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "headway_samples_customer_at_idx" ON "headway_samples" USING btree ("customer_id","at");