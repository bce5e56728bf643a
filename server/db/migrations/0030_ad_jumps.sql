ALTER TABLE "ads" DROP CONSTRAINT "ads_jump_in_app";--> statement-breakpoint
ALTER TABLE "ads" ADD COLUMN "jump_type" smallint;--> statement-breakpoint
ALTER TABLE "ads" ADD COLUMN "jump_inner_id" integer;--> statement-breakpoint
ALTER TABLE "ads" ADD COLUMN "jump_param" integer;--> statement-breakpoint
ALTER TABLE "ads" ADD COLUMN "jump_url" text;--> statement-breakpoint
ALTER TABLE "ads" ADD COLUMN "jump_extra" jsonb;--> statement-breakpoint
-- Adverts stored as an in-app path take the spec's jump kinds (product-spec §9;
-- docs/decisions/ad-jumps.md).
-- The seed's two become the inner pages they are (115 the monthly packages, 38 the old-lottery
-- readings); any other path becomes a custom page (type 46): the route name and its query as params.
UPDATE "ads" SET "jump_type" = 1, "jump_inner_id" = 115 WHERE "jump_path" = '/special-home';--> statement-breakpoint
UPDATE "ads" SET "jump_type" = 1, "jump_inner_id" = 38 WHERE "jump_path" = '/jiedu-list?type=3';--> statement-breakpoint
UPDATE "ads" SET "jump_type" = 46, "jump_extra" = jsonb_build_object(
  'page', substring(split_part("jump_path", '?', 1) from 2),
  'params', COALESCE((
    SELECT jsonb_object_agg(split_part(pair, '=', 1), split_part(pair, '=', 2))
    FROM regexp_split_to_table(split_part("jump_path", '?', 2), '&') AS pair
    WHERE pair <> ''
  ), '{}'::jsonb))
WHERE "jump_path" IS NOT NULL AND "jump_type" IS NULL;--> statement-breakpoint
-- A path that names no route (a dot in it, nothing after the slash) or is too long for a custom
-- page keeps its advert, showing without a link, rather than stopping the upgrade.
UPDATE "ads" SET "jump_type" = NULL, "jump_extra" = NULL
WHERE "jump_type" = 46 AND NOT (
  "jump_extra" ->> 'page' ~ '^/?[A-Za-z][A-Za-z0-9/_-]*$' AND char_length("jump_extra"::text) <= 1000
);--> statement-breakpoint
ALTER TABLE "ads" DROP COLUMN "jump_path";--> statement-breakpoint
ALTER TABLE "ads" ADD CONSTRAINT "ads_jump_type_known" CHECK ("ads"."jump_type" is null or "ads"."jump_type" in (1, 2, 46, 3, 4, 5, 6, 8, 9, 10, 12, 14, 15, 43, 40, 66));--> statement-breakpoint
ALTER TABLE "ads" ADD CONSTRAINT "ads_jump_inner_id" CHECK (case when "ads"."jump_type" = 1
        then coalesce("ads"."jump_inner_id" in (1, 41, 4, 2, 3, 69, 55, 56, 57, 58, 70, 6, 7, 42, 43, 11, 12, 49, 50, 14, 44, 18, 45, 35, 36, 38, 39, 40, 48, 98, 60, 61, 62, 63, 64, 85, 86, 87, 88, 89, 96, 97, 105, 106, 95, 114, 119, 99, 100, 101, 102, 103, 104, 109, 118, 110, 112, 113, 115, 116, 117, 120), false)
        else "ads"."jump_inner_id" is null end);--> statement-breakpoint
ALTER TABLE "ads" ADD CONSTRAINT "ads_jump_url" CHECK (case when "ads"."jump_type" = 2
        then coalesce(char_length("ads"."jump_url") <= 2000
          and "ads"."jump_url" ~* '^https?://[a-z0-9.-]+(:[0-9]{1,5})?([/?#][^[:space:]"''<>]*)?$', false)
        else "ads"."jump_url" is null end);--> statement-breakpoint
ALTER TABLE "ads" ADD CONSTRAINT "ads_jump_extra" CHECK (case when "ads"."jump_type" = 46
        then coalesce(jsonb_typeof("ads"."jump_extra") = 'object'
          and char_length("ads"."jump_extra"::text) <= 1000
          and "ads"."jump_extra" ->> 'page' ~ '^/?[A-Za-z][A-Za-z0-9/_-]*$'
          and jsonb_typeof("ads"."jump_extra" -> 'page') = 'string'
          and jsonb_typeof(coalesce("ads"."jump_extra" -> 'params', '{}'::jsonb)) = 'object'
          and not jsonb_path_exists(coalesce("ads"."jump_extra" -> 'params', '{}'::jsonb),
            'strict $.* ? (@.type() == "object" || @.type() == "array")'), false)
        else "ads"."jump_extra" is null end);--> statement-breakpoint
ALTER TABLE "ads" ADD CONSTRAINT "ads_jump_param" CHECK (case when "ads"."jump_type" in (3, 4, 5, 6, 8, 9, 10, 12, 14, 15, 43) then coalesce("ads"."jump_param" > 0, false)
        when "ads"."jump_type" in (40, 66) then "ads"."jump_param" is null or "ads"."jump_param" > 0
        else "ads"."jump_param" is null end);