import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import {
  AD_EXTRA_MAX,
  AD_INNER_IDS,
  AD_JUMP_ID_KINDS,
  AD_JUMP_OWN_LIST_KINDS,
  AD_JUMP_TYPE,
  AD_JUMP_TYPES,
  AD_URL_MAX,
  type AdCustomJump,
} from '../../../contracts/adJumps';

// Page adverts by location (calls-errors-spec §7.7 page/ad/location): the set-meal screen's head
// advert (52 jingcai, 53 old lottery) and, later, the other locations of product-spec §9.

/** A list of whole numbers as SQL (constants of contracts/adJumps.ts, never input). */
const listOf = (values: readonly number[]) =>
  sql.raw(values.map((n) => String(Math.trunc(n))).join(', '));

export const ads = pgTable(
  'ads',
  {
    id: serial('id').primaryKey(),
    location: smallint('location').notNull(),
    /** What the image says: its alt text. */
    title: text('title').notNull(),
    imageUrl: text('image_url').notNull(),
    /** The spec's jump type (contracts/adJumps.ts); null shows without leading anywhere. */
    jumpType: smallint('jump_type'),
    /** Type 1: an inner id the spec maps to a page. */
    jumpInnerId: integer('jump_inner_id'),
    /** The one-parameter kinds: the id of what the page shows. */
    jumpParam: integer('jump_param'),
    /** Type 2: the other site's http(s) address, without the fan's agentId (the client adds it). */
    jumpUrl: text('jump_url'),
    /** Type 46: `{page, params}`, answered as its JSON text. */
    jumpExtra: jsonb('jump_extra').$type<AdCustomJump>(),
    /** Lower first. */
    sort: smallint('sort').notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
  },
  (t) => [
    index('ads_location_idx').on(t.location, t.sort),
    // The database holds contracts/adJumps.ts adJumpProblem too: each kind carries exactly what it
    // needs, so no row can answer a jump the contract refuses (a `coalesce(…, false)` makes a
    // missing value fail the check rather than pass it as unknown).
    check(
      'ads_jump_type_known',
      sql`${t.jumpType} is null or ${t.jumpType} in (${listOf(AD_JUMP_TYPES)})`,
    ),
    check(
      'ads_jump_inner_id',
      sql`case when ${t.jumpType} = ${sql.raw(String(AD_JUMP_TYPE.innerPage))}
        then coalesce(${t.jumpInnerId} in (${listOf(AD_INNER_IDS)}), false)
        else ${t.jumpInnerId} is null end`,
    ),
    check(
      'ads_jump_url',
      sql`case when ${t.jumpType} = ${sql.raw(String(AD_JUMP_TYPE.external))}
        then coalesce(char_length(${t.jumpUrl}) <= ${sql.raw(String(AD_URL_MAX))}
          and ${t.jumpUrl} ~* '^https?://[a-z0-9.-]+(:[0-9]{1,5})?([/?#][^[:space:]"''<>]*)?$', false)
        else ${t.jumpUrl} is null end`,
    ),
    check(
      'ads_jump_extra',
      sql`case when ${t.jumpType} = ${sql.raw(String(AD_JUMP_TYPE.custom))}
        then coalesce(jsonb_typeof(${t.jumpExtra}) = 'object'
          and char_length(${t.jumpExtra}::text) <= ${sql.raw(String(AD_EXTRA_MAX))}
          and ${t.jumpExtra} ->> 'page' ~ '^/?[A-Za-z][A-Za-z0-9/_-]*$'
          and jsonb_typeof(${t.jumpExtra} -> 'page') = 'string'
          and jsonb_typeof(coalesce(${t.jumpExtra} -> 'params', '{}'::jsonb)) = 'object'
          and not jsonb_path_exists(coalesce(${t.jumpExtra} -> 'params', '{}'::jsonb),
            'strict $.* ? (@.type() == "object" || @.type() == "array")'), false)
        else ${t.jumpExtra} is null end`,
    ),
    check(
      'ads_jump_param',
      sql`case when ${t.jumpType} in (${listOf(AD_JUMP_ID_KINDS)}) then coalesce(${t.jumpParam} > 0, false)
        when ${t.jumpType} in (${listOf(AD_JUMP_OWN_LIST_KINDS)}) then ${t.jumpParam} is null or ${t.jumpParam} > 0
        else ${t.jumpParam} is null end`,
    ),
  ],
);
