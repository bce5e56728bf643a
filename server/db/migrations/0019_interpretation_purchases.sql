CREATE TABLE "interpretation_purchases" (
	"id" serial PRIMARY KEY NOT NULL,
	"interpretation_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"price_fen" bigint NOT NULL,
	"transfer_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "interpretation_purchases" ADD CONSTRAINT "interpretation_purchases_interpretation_id_interpretations_id_fk" FOREIGN KEY ("interpretation_id") REFERENCES "public"."interpretations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interpretation_purchases" ADD CONSTRAINT "interpretation_purchases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "interpretation_purchases_buyer_key" ON "interpretation_purchases" USING btree ("interpretation_id","user_id");--> statement-breakpoint
CREATE INDEX "interpretation_purchases_user_idx" ON "interpretation_purchases" USING btree ("user_id","created_at");