CREATE TABLE "interpretation_evaluations" (
	"id" serial PRIMARY KEY NOT NULL,
	"interpretation_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"expert_id" integer NOT NULL,
	"attitude" smallint NOT NULL,
	"quality" smallint NOT NULL,
	"result" smallint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "interpretation_evaluations_stars" CHECK ("interpretation_evaluations"."attitude" between 1 and 5 and "interpretation_evaluations"."quality" between 1 and 5 and "interpretation_evaluations"."result" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "interpretation_evaluations" ADD CONSTRAINT "interpretation_evaluations_interpretation_id_interpretations_id_fk" FOREIGN KEY ("interpretation_id") REFERENCES "public"."interpretations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interpretation_evaluations" ADD CONSTRAINT "interpretation_evaluations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interpretation_evaluations" ADD CONSTRAINT "interpretation_evaluations_expert_id_experts_id_fk" FOREIGN KEY ("expert_id") REFERENCES "public"."experts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "interpretation_evaluations_buyer_key" ON "interpretation_evaluations" USING btree ("interpretation_id","user_id");--> statement-breakpoint
CREATE INDEX "interpretation_evaluations_expert_idx" ON "interpretation_evaluations" USING btree ("expert_id");