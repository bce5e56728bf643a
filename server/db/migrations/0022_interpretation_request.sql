ALTER TABLE "interpretations" ADD COLUMN "request_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "interpretations_request_key" ON "interpretations" USING btree ("expert_id","request_id");