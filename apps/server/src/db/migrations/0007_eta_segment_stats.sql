CREATE TABLE "eta_segment_stats" (
	"route_id" uuid NOT NULL,
	"cell" integer NOT NULL,
	"slot" integer NOT NULL,
	"signature" text NOT NULL,
	"mean_s" double precision NOT NULL,
	"count" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "eta_segment_stats_route_id_cell_slot_pk" PRIMARY KEY("route_id","cell","slot")
);
