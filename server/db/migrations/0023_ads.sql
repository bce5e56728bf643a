CREATE TABLE "ads" (
	"id" serial PRIMARY KEY NOT NULL,
	"location" smallint NOT NULL,
	"title" text NOT NULL,
	"image_url" text NOT NULL,
	"jump_path" text,
	"sort" smallint DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	CONSTRAINT "ads_jump_in_app" CHECK ("ads"."jump_path" is null or "ads"."jump_path" ~ '^/[^/]')
);
--> statement-breakpoint
CREATE INDEX "ads_location_idx" ON "ads" USING btree ("location","sort");