CREATE TABLE "circle_moderators" (
	"circle_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "circle_moderators_circle_id_user_id_pk" PRIMARY KEY("circle_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "member_follows" (
	"user_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "member_follows_user_id_member_id_pk" PRIMARY KEY("user_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "sns_audit" (
	"id" serial PRIMARY KEY NOT NULL,
	"actor_id" integer NOT NULL,
	"action" text NOT NULL,
	"circle_id" integer,
	"item_id" integer,
	"reply_id" integer,
	"target_user_id" integer,
	"reason" text DEFAULT '' NOT NULL,
	"detail" integer,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sns_blacklist" (
	"user_id" integer NOT NULL,
	"blocked_id" integer NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sns_blacklist_user_id_blocked_id_pk" PRIMARY KEY("user_id","blocked_id")
);
--> statement-breakpoint
CREATE TABLE "sns_circles" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"intro" text NOT NULL,
	"sport" smallint,
	"sort_order" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sns_forbids" (
	"user_id" integer NOT NULL,
	"circle_id" integer NOT NULL,
	"type" smallint NOT NULL,
	"until" timestamp with time zone NOT NULL,
	"by_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sns_forbids_user_id_circle_id_pk" PRIMARY KEY("user_id","circle_id")
);
--> statement-breakpoint
CREATE TABLE "sns_item_pictures" (
	"item_id" integer NOT NULL,
	"seq" smallint NOT NULL,
	"upload_id" integer NOT NULL,
	CONSTRAINT "sns_item_pictures_item_id_seq_pk" PRIMARY KEY("item_id","seq")
);
--> statement-breakpoint
CREATE TABLE "sns_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" smallint NOT NULL,
	"circle_id" integer NOT NULL,
	"author_id" integer,
	"expert_id" integer,
	"plan_id" integer,
	"topic_id" integer,
	"title" text DEFAULT '' NOT NULL,
	"content" text NOT NULL,
	"topic_picture" text,
	"request_id" text,
	"pinned_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"deleted_at" timestamp with time zone,
	"deleted_by" integer,
	"delete_reason" text
);
--> statement-breakpoint
CREATE TABLE "sns_likes" (
	"item_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sns_likes_item_id_user_id_pk" PRIMARY KEY("item_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "sns_poll_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"item_id" integer NOT NULL,
	"seq" smallint NOT NULL,
	"text" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sns_replies" (
	"id" serial PRIMARY KEY NOT NULL,
	"item_id" integer NOT NULL,
	"author_id" integer NOT NULL,
	"reply_to_id" integer,
	"content" text NOT NULL,
	"request_id" text,
	"created_at" timestamp with time zone NOT NULL,
	"deleted_at" timestamp with time zone,
	"deleted_by" integer,
	"delete_reason" text
);
--> statement-breakpoint
CREATE TABLE "sns_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"reporter_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"reply_id" integer DEFAULT 0 NOT NULL,
	"foul_type" smallint NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sns_votes" (
	"item_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"option_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sns_votes_item_id_user_id_pk" PRIMARY KEY("item_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "circle_moderators" ADD CONSTRAINT "circle_moderators_circle_id_sns_circles_id_fk" FOREIGN KEY ("circle_id") REFERENCES "public"."sns_circles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "circle_moderators" ADD CONSTRAINT "circle_moderators_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_follows" ADD CONSTRAINT "member_follows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_follows" ADD CONSTRAINT "member_follows_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sns_audit" ADD CONSTRAINT "sns_audit_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sns_blacklist" ADD CONSTRAINT "sns_blacklist_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sns_blacklist" ADD CONSTRAINT "sns_blacklist_blocked_id_users_id_fk" FOREIGN KEY ("blocked_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sns_forbids" ADD CONSTRAINT "sns_forbids_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sns_forbids" ADD CONSTRAINT "sns_forbids_circle_id_sns_circles_id_fk" FOREIGN KEY ("circle_id") REFERENCES "public"."sns_circles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sns_forbids" ADD CONSTRAINT "sns_forbids_by_id_users_id_fk" FOREIGN KEY ("by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sns_item_pictures" ADD CONSTRAINT "sns_item_pictures_item_id_sns_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."sns_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sns_item_pictures" ADD CONSTRAINT "sns_item_pictures_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sns_items" ADD CONSTRAINT "sns_items_circle_id_sns_circles_id_fk" FOREIGN KEY ("circle_id") REFERENCES "public"."sns_circles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sns_items" ADD CONSTRAINT "sns_items_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sns_items" ADD CONSTRAINT "sns_items_expert_id_experts_id_fk" FOREIGN KEY ("expert_id") REFERENCES "public"."experts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sns_items" ADD CONSTRAINT "sns_items_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sns_items" ADD CONSTRAINT "sns_items_deleted_by_users_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sns_likes" ADD CONSTRAINT "sns_likes_item_id_sns_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."sns_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sns_likes" ADD CONSTRAINT "sns_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sns_poll_options" ADD CONSTRAINT "sns_poll_options_item_id_sns_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."sns_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sns_replies" ADD CONSTRAINT "sns_replies_item_id_sns_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."sns_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sns_replies" ADD CONSTRAINT "sns_replies_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sns_replies" ADD CONSTRAINT "sns_replies_deleted_by_users_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sns_reports" ADD CONSTRAINT "sns_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sns_reports" ADD CONSTRAINT "sns_reports_item_id_sns_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."sns_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sns_votes" ADD CONSTRAINT "sns_votes_item_id_sns_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."sns_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sns_votes" ADD CONSTRAINT "sns_votes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sns_votes" ADD CONSTRAINT "sns_votes_option_id_sns_poll_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."sns_poll_options"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_follows_member_idx" ON "member_follows" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "sns_audit_circle_idx" ON "sns_audit" USING btree ("circle_id","created_at");--> statement-breakpoint
CREATE INDEX "sns_items_circle_idx" ON "sns_items" USING btree ("circle_id","created_at");--> statement-breakpoint
CREATE INDEX "sns_items_author_idx" ON "sns_items" USING btree ("author_id","created_at");--> statement-breakpoint
CREATE INDEX "sns_items_topic_idx" ON "sns_items" USING btree ("topic_id");--> statement-breakpoint
CREATE INDEX "sns_items_expert_idx" ON "sns_items" USING btree ("expert_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "sns_items_request_key" ON "sns_items" USING btree ("author_id","request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sns_poll_options_item_key" ON "sns_poll_options" USING btree ("item_id","seq");--> statement-breakpoint
CREATE INDEX "sns_replies_item_idx" ON "sns_replies" USING btree ("item_id","id");--> statement-breakpoint
CREATE INDEX "sns_replies_author_idx" ON "sns_replies" USING btree ("author_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sns_replies_request_key" ON "sns_replies" USING btree ("author_id","request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sns_reports_target_key" ON "sns_reports" USING btree ("reporter_id","item_id","reply_id");