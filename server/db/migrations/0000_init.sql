CREATE TABLE "sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"type" smallint NOT NULL,
	"code_hash" text NOT NULL,
	"tries" smallint DEFAULT 0 NOT NULL,
	"used" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"account" text NOT NULL,
	"phone" text,
	"password_hash" text,
	"nick_name" text,
	"user_icon" text,
	"describe" text,
	"user_level" smallint DEFAULT 0 NOT NULL,
	"qiu_flag" smallint DEFAULT 1 NOT NULL,
	"vip_level" smallint DEFAULT 0 NOT NULL,
	"vip_status" smallint DEFAULT 2 NOT NULL,
	"vip_start" timestamp with time zone,
	"vip_end" timestamp with time zone,
	"is_chat_admin" boolean DEFAULT false NOT NULL,
	"real_name" text,
	"id_card" text,
	"expert_apply_progress" smallint DEFAULT 0 NOT NULL,
	"proxy" smallint DEFAULT 0 NOT NULL,
	"lottery_white_user" boolean DEFAULT false NOT NULL,
	"password_strength" smallint,
	"coin_fen" bigint DEFAULT 0 NOT NULL,
	"money_fen" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leagues" (
	"id" integer PRIMARY KEY NOT NULL,
	"sport" smallint NOT NULL,
	"name" text NOT NULL,
	"short_name" text NOT NULL,
	"country" text NOT NULL,
	"color" text NOT NULL,
	"kind" text DEFAULT 'league' NOT NULL,
	"season" text NOT NULL,
	"quarter_minutes" smallint
);
--> statement-breakpoint
CREATE TABLE "match_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"match_id" integer NOT NULL,
	"kind" text NOT NULL,
	"side" smallint NOT NULL,
	"minute" smallint NOT NULL,
	"extra_minute" smallint DEFAULT 0 NOT NULL,
	"second" smallint DEFAULT 0 NOT NULL,
	"player" text,
	"detail" jsonb,
	"happened_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "match_texts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"match_id" integer NOT NULL,
	"minute" text NOT NULL,
	"content" text NOT NULL,
	"happened_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "matches" (
	"id" integer PRIMARY KEY NOT NULL,
	"qt_match_id" integer NOT NULL,
	"sport" smallint NOT NULL,
	"league_id" integer NOT NULL,
	"home_team_id" integer NOT NULL,
	"away_team_id" integer NOT NULL,
	"match_time" timestamp with time zone NOT NULL,
	"round" text,
	"season" text DEFAULT '' NOT NULL,
	"script_seed" integer NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"minute" text,
	"home_score" smallint DEFAULT 0 NOT NULL,
	"away_score" smallint DEFAULT 0 NOT NULL,
	"home_half_score" smallint,
	"away_half_score" smallint,
	"home_penalty_score" smallint,
	"away_penalty_score" smallint,
	"home_red" smallint DEFAULT 0 NOT NULL,
	"away_red" smallint DEFAULT 0 NOT NULL,
	"home_yellow" smallint DEFAULT 0 NOT NULL,
	"away_yellow" smallint DEFAULT 0 NOT NULL,
	"home_corner" smallint DEFAULT 0 NOT NULL,
	"away_corner" smallint DEFAULT 0 NOT NULL,
	"period_scores" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"game_tabs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"lottery_no" text,
	"home_formation" text,
	"away_formation" text,
	"back_to_back" smallint DEFAULT 0 NOT NULL,
	"is_hot" boolean DEFAULT false NOT NULL,
	"is_video" boolean DEFAULT false NOT NULL,
	"is_cartoon" boolean DEFAULT false NOT NULL,
	"red_status" smallint DEFAULT 0 NOT NULL,
	"point_json" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "players" (
	"id" integer PRIMARY KEY NOT NULL,
	"team_id" integer NOT NULL,
	"name" text NOT NULL,
	"shirt_number" smallint NOT NULL,
	"position" text NOT NULL,
	"depth" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "standings" (
	"league_id" integer NOT NULL,
	"team_id" integer NOT NULL,
	"rank" smallint NOT NULL,
	"played" smallint NOT NULL,
	"won" smallint NOT NULL,
	"drawn" smallint NOT NULL,
	"lost" smallint NOT NULL,
	"goals_for" smallint NOT NULL,
	"goals_against" smallint NOT NULL,
	"points" smallint NOT NULL,
	"home_won" smallint DEFAULT 0 NOT NULL,
	"away_won" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "teams" (
	"id" integer PRIMARY KEY NOT NULL,
	"league_id" integer NOT NULL,
	"sport" smallint NOT NULL,
	"name" text NOT NULL,
	"short_name" text NOT NULL,
	"logo" text,
	"coach" text
);
--> statement-breakpoint
CREATE TABLE "odds" (
	"id" serial PRIMARY KEY NOT NULL,
	"match_id" integer NOT NULL,
	"provider_id" integer NOT NULL,
	"type" text NOT NULL,
	"opening" jsonb NOT NULL,
	"current" jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "odds_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"odds_id" integer NOT NULL,
	"values" jsonb NOT NULL,
	"match_state" text NOT NULL,
	"changed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "odds_providers" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sport" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"coupon_type" smallint NOT NULL,
	"type" smallint NOT NULL,
	"worth_fen" bigint NOT NULL,
	"use_condition_fen" bigint DEFAULT 0 NOT NULL,
	"valid_start_time" timestamp with time zone NOT NULL,
	"valid_end_time" timestamp with time zone NOT NULL,
	"only_client_type_arr" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"only_expert_level" smallint DEFAULT 0 NOT NULL,
	"only_expert_id" integer DEFAULT 0 NOT NULL,
	"origin_type" smallint DEFAULT 0 NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "experts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"nickname" text NOT NULL,
	"icon" text,
	"intro" text NOT NULL,
	"strength" smallint NOT NULL,
	"user_level" smallint NOT NULL,
	"qiu_flag" smallint NOT NULL,
	"record" text NOT NULL,
	"recent_wins" smallint NOT NULL,
	"recent_total" smallint NOT NULL,
	"monthly_return_bp" integer NOT NULL,
	"longest_red_streak" smallint NOT NULL,
	"followers" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "interpretations" (
	"id" serial PRIMARY KEY NOT NULL,
	"expert_id" integer NOT NULL,
	"match_id" integer NOT NULL,
	"type" smallint NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"content" text NOT NULL,
	"price_fen" bigint NOT NULL,
	"result" smallint DEFAULT 0 NOT NULL,
	"look_count" integer DEFAULT 0 NOT NULL,
	"published_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"plan_no" text NOT NULL,
	"expert_id" integer NOT NULL,
	"match_id" integer NOT NULL,
	"race_type" smallint NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"content" text NOT NULL,
	"price_fen" bigint NOT NULL,
	"refund_if_lost" boolean DEFAULT false NOT NULL,
	"result" smallint DEFAULT 0 NOT NULL,
	"look_count" integer DEFAULT 0 NOT NULL,
	"published_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "set_meals" (
	"id" serial PRIMARY KEY NOT NULL,
	"scope" smallint NOT NULL,
	"name" text NOT NULL,
	"tips_tag" text,
	"expire_days" smallint NOT NULL,
	"look_count" smallint NOT NULL,
	"buy_num" integer DEFAULT 0 NOT NULL,
	"total_amount_fen" bigint NOT NULL,
	"discount_amount_fen" bigint NOT NULL,
	"discount_desc" text,
	"pkg_expert_type" smallint DEFAULT 1 NOT NULL,
	"pkg_expert_id" integer,
	"on_sale" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"room_type" smallint NOT NULL,
	"room_type_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"client_msg_id" text NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "red_packet_rounds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"match_id" integer NOT NULL,
	"goal_count" smallint NOT NULL,
	"opened_at" timestamp with time zone NOT NULL,
	"closes_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partner_links" (
	"partner" text NOT NULL,
	"partner_user_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_login_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partner_links_partner_partner_user_id_pk" PRIMARY KEY("partner","partner_user_id")
);
--> statement-breakpoint
CREATE TABLE "partner_used_tickets" (
	"key" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "identity_verifications" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"source" text NOT NULL,
	"verified_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_centre_permits" (
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"code_hash" text,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "user_centre_permits_user_id_kind_pk" PRIMARY KEY("user_id","kind")
);
--> statement-breakpoint
CREATE TABLE "user_level_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"from_level" smallint NOT NULL,
	"to_level" smallint NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "match_follows" (
	"user_id" integer NOT NULL,
	"match_id" integer NOT NULL,
	"sport" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "match_follows_user_id_match_id_pk" PRIMARY KEY("user_id","match_id")
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_events" ADD CONSTRAINT "match_events_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_texts" ADD CONSTRAINT "match_texts_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_home_team_id_teams_id_fk" FOREIGN KEY ("home_team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_away_team_id_teams_id_fk" FOREIGN KEY ("away_team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "players" ADD CONSTRAINT "players_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "standings" ADD CONSTRAINT "standings_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "standings" ADD CONSTRAINT "standings_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "odds" ADD CONSTRAINT "odds_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "odds" ADD CONSTRAINT "odds_provider_id_odds_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."odds_providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "odds_changes" ADD CONSTRAINT "odds_changes_odds_id_odds_id_fk" FOREIGN KEY ("odds_id") REFERENCES "public"."odds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experts" ADD CONSTRAINT "experts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interpretations" ADD CONSTRAINT "interpretations_expert_id_experts_id_fk" FOREIGN KEY ("expert_id") REFERENCES "public"."experts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interpretations" ADD CONSTRAINT "interpretations_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plans" ADD CONSTRAINT "plans_expert_id_experts_id_fk" FOREIGN KEY ("expert_id") REFERENCES "public"."experts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plans" ADD CONSTRAINT "plans_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "set_meals" ADD CONSTRAINT "set_meals_pkg_expert_id_experts_id_fk" FOREIGN KEY ("pkg_expert_id") REFERENCES "public"."experts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "red_packet_rounds" ADD CONSTRAINT "red_packet_rounds_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_links" ADD CONSTRAINT "partner_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_verifications" ADD CONSTRAINT "identity_verifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_centre_permits" ADD CONSTRAINT "user_centre_permits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_level_logs" ADD CONSTRAINT "user_level_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_follows" ADD CONSTRAINT "match_follows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_follows" ADD CONSTRAINT "match_follows_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sms_codes_phone_idx" ON "sms_codes" USING btree ("phone","type","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_account_key" ON "users" USING btree ("account");--> statement-breakpoint
CREATE UNIQUE INDEX "users_phone_key" ON "users" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "match_events_match_idx" ON "match_events" USING btree ("match_id","happened_at");--> statement-breakpoint
CREATE INDEX "match_events_time_idx" ON "match_events" USING btree ("happened_at");--> statement-breakpoint
CREATE INDEX "match_texts_match_idx" ON "match_texts" USING btree ("match_id","happened_at");--> statement-breakpoint
CREATE INDEX "matches_time_idx" ON "matches" USING btree ("sport","match_time");--> statement-breakpoint
CREATE INDEX "matches_status_idx" ON "matches" USING btree ("sport","status");--> statement-breakpoint
CREATE INDEX "matches_home_idx" ON "matches" USING btree ("home_team_id","match_time");--> statement-breakpoint
CREATE INDEX "matches_away_idx" ON "matches" USING btree ("away_team_id","match_time");--> statement-breakpoint
CREATE INDEX "players_team_idx" ON "players" USING btree ("team_id");--> statement-breakpoint
CREATE UNIQUE INDEX "standings_key" ON "standings" USING btree ("league_id","team_id");--> statement-breakpoint
CREATE INDEX "teams_league_idx" ON "teams" USING btree ("league_id");--> statement-breakpoint
CREATE UNIQUE INDEX "odds_key" ON "odds" USING btree ("match_id","type","provider_id");--> statement-breakpoint
CREATE INDEX "odds_provider_idx" ON "odds" USING btree ("provider_id","type");--> statement-breakpoint
CREATE INDEX "odds_changes_odds_idx" ON "odds_changes" USING btree ("odds_id","changed_at");--> statement-breakpoint
CREATE INDEX "coupons_user_idx" ON "coupons" USING btree ("user_id","valid_end_time");--> statement-breakpoint
CREATE INDEX "experts_level_idx" ON "experts" USING btree ("qiu_flag","strength");--> statement-breakpoint
CREATE INDEX "interpretations_match_idx" ON "interpretations" USING btree ("match_id");--> statement-breakpoint
CREATE INDEX "plans_match_idx" ON "plans" USING btree ("match_id");--> statement-breakpoint
CREATE INDEX "plans_expert_idx" ON "plans" USING btree ("expert_id","published_at");--> statement-breakpoint
CREATE INDEX "set_meals_scope_idx" ON "set_meals" USING btree ("scope");--> statement-breakpoint
CREATE INDEX "chat_messages_room_idx" ON "chat_messages" USING btree ("room_type","room_type_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_messages_client_key" ON "chat_messages" USING btree ("user_id","client_msg_id");--> statement-breakpoint
CREATE UNIQUE INDEX "red_packet_rounds_key" ON "red_packet_rounds" USING btree ("match_id","goal_count");--> statement-breakpoint
CREATE INDEX "partner_links_user_idx" ON "partner_links" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "partner_used_tickets_expiry_idx" ON "partner_used_tickets" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "user_level_logs_user_idx" ON "user_level_logs" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "match_follows_user_sport_idx" ON "match_follows" USING btree ("user_id","sport");