CREATE TABLE "world_seed" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"seed" integer NOT NULL,
	"seeded_for" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "world_seed_single_row" CHECK ("world_seed"."id" = 1)
);
