ALTER TABLE "expert_notes" ADD COLUMN "request_id" text;--> statement-breakpoint
ALTER TABLE "feedbacks" ADD COLUMN "request_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "expert_notes_request_key" ON "expert_notes" USING btree ("author_id","request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "feedbacks_request_key" ON "feedbacks" USING btree ("user_id","request_id");