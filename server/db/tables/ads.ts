import { sql } from 'drizzle-orm';
import { check, index, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';

// Page adverts by location (calls-errors-spec §7.7 page/ad/location): the set-meal screen's head
// advert (52 jingcai, 53 old lottery) and, later, the other locations of product-spec §9.

export const ads = pgTable(
  'ads',
  {
    id: serial('id').primaryKey(),
    location: smallint('location').notNull(),
    /** What the image says: its alt text. */
    title: text('title').notNull(),
    imageUrl: text('image_url').notNull(),
    /** An in-app path (contracts/ads.ts IN_APP_PATH); null shows without leading anywhere. */
    jumpPath: text('jump_path'),
    /** Lower first. */
    sort: smallint('sort').notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
  },
  (t) => [
    index('ads_location_idx').on(t.location, t.sort),
    // The database holds the rule too: nothing but an app path, never a scheme or another host.
    check('ads_jump_in_app', sql`${t.jumpPath} is null or ${t.jumpPath} ~ '^/[^/]'`),
  ],
);
