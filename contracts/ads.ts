import { z } from 'zod/mini';
import { defineEndpoint } from './endpoint';
import { int32, int32Input } from './integers';

/**
 * Page adverts by location (calls-errors-spec §7.7 `page/ad/location`; product-spec §2 "Set-meal
 * list screen", §9): the set-meal screen's head advert is location 52 for the jingcai scope and 53
 * for the old-lottery scope. An advert leads inside the app only — to one of its own routes — so a
 * row in the table can never send a fan to another site or run script.
 */
export const AD_LOCATION = { setMealJingcai: 52, setMealOldLottery: 53 } as const;

/** An in-app path: a route of the app and its query, nothing that leaves it (no scheme, no //). */
export const IN_APP_PATH = /^\/(?!\/)[A-Za-z0-9/_\-.?=&%]*$/;
/** An image the app serves itself, or an https one. */
const IMAGE_URL = /^(\/(?!\/)|https:\/\/)[^\s"'<>]+$/;

export const adSchema = z.object({
  id: int32(),
  /** What the image says, for screen readers (its alt text). */
  title: z.string(),
  imageUrl: z.string().check(z.regex(IMAGE_URL)),
  /** Where a tap leads, an in-app path; null for an advert that only shows. */
  jumpPath: z.nullable(z.string().check(z.regex(IN_APP_PATH))),
});
export type Ad = z.infer<typeof adSchema>;

/** GET /api/page/ad/location {adLocation}: the adverts running at a location now, in order. */
export const adsAtLocation = defineEndpoint({
  method: 'GET',
  path: '/api/page/ad/location',
  access: 'anyone',
  input: z.object({ adLocation: int32Input({ min: 1, max: 999, error: '广告位错误' }) }),
  output: z.object({ list: z.array(adSchema) }),
});
