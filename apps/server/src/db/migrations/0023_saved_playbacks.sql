CREATE TABLE "saved_playbacks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"name" text NOT NULL,
	"vehicles" jsonb NOT NULL,
	"from_dt" timestamp with time zone NOT NULL,
	"to_dt" timestamp with time zone NOT NULL,
	"measures" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "saved_playbacks" ADD CONSTRAINT "saved_playbacks_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_playbacks_customer_idx" ON "saved_playbacks" USING btree ("customer_id","created_at");