CREATE TABLE "sim_clock" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"simulated_at" timestamp with time zone NOT NULL,
	"real_at" timestamp with time zone NOT NULL,
	"speed" double precision NOT NULL,
	CONSTRAINT "sim_clock_single_row" CHECK ("sim_clock"."id" = 1)
);
