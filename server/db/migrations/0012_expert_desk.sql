CREATE TABLE "expert_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"apply_reason" text NOT NULL,
	"image_urls" jsonb NOT NULL,
	"picked_id" smallint NOT NULL,
	"front_img_path" text,
	"back_img_path" text,
	"status" smallint DEFAULT 1 NOT NULL,
	"review_reason" text,
	"created_at" timestamp with time zone NOT NULL,
	"reviewed_at" timestamp with time zone,
	CONSTRAINT "expert_applications_status" CHECK ("expert_applications"."status" in (1, 2, 3))
);
--> statement-breakpoint
CREATE TABLE "expert_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"expert_id" integer NOT NULL,
	"author_id" integer NOT NULL,
	"subject_kind" text NOT NULL,
	"subject_id" integer NOT NULL,
	"content" text NOT NULL,
	"reply" text,
	"replied_at" timestamp with time zone,
	"display" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feedbacks" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"type" smallint DEFAULT 7 NOT NULL,
	"content" text NOT NULL,
	"picture_urls" jsonb NOT NULL,
	"subject_kind" text,
	"subject_id" integer,
	"reply" text,
	"replied_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"sha256" text NOT NULL,
	"mime" text NOT NULL,
	"size" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "uploads_size" CHECK ("uploads"."size" > 0)
);
--> statement-breakpoint
ALTER TABLE "pay_orders" ADD COLUMN "plan_id" integer;--> statement-breakpoint
ALTER TABLE "expert_applications" ADD CONSTRAINT "expert_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expert_notes" ADD CONSTRAINT "expert_notes_expert_id_experts_id_fk" FOREIGN KEY ("expert_id") REFERENCES "public"."experts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expert_notes" ADD CONSTRAINT "expert_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedbacks" ADD CONSTRAINT "feedbacks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "expert_applications_user_idx" ON "expert_applications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "expert_applications_one_open" ON "expert_applications" USING btree ("user_id") WHERE "expert_applications"."status" = 1;--> statement-breakpoint
CREATE INDEX "expert_notes_expert_idx" ON "expert_notes" USING btree ("expert_id","created_at");--> statement-breakpoint
CREATE INDEX "expert_notes_subject_idx" ON "expert_notes" USING btree ("subject_kind","subject_id","created_at");--> statement-breakpoint
CREATE INDEX "expert_notes_author_idx" ON "expert_notes" USING btree ("author_id","created_at");--> statement-breakpoint
CREATE INDEX "feedbacks_user_idx" ON "feedbacks" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "uploads_user_sha_key" ON "uploads" USING btree ("user_id","sha256");--> statement-breakpoint
ALTER TABLE "pay_orders" ADD CONSTRAINT "pay_orders_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_orders" ADD CONSTRAINT "pay_orders_plan" CHECK (("pay_orders"."purpose" = 'plan') = ("pay_orders"."plan_id" is not null));