ALTER TABLE "coupons" ADD COLUMN "source" text;--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_source_key" ON "coupons" USING btree ("source");