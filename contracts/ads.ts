import { z } from 'zod/mini';
import { AD_URL_MAX, adJumpProblem } from './adJumps';
import { defineEndpoint } from './endpoint';
import { int32, int32Input } from './integers';

/**
 * Page adverts by location (calls-errors-spec §7.7 `page/ad/location`; product-spec §2 "Set-meal
 * list screen", §9): the set-meal screen's head advert is location 52 for the jingcai scope and 53
 * for the old-lottery scope. Where an advert leads is one of the spec's jump kinds
 * (contracts/adJumps.ts): an inner page by id, another site (the client appends the fan's agentId),
 * a custom JSON page, or a page with one parameter.
 */
export const AD_LOCATION = { setMealJingcai: 52, setMealOldLottery: 53 } as const;

/** An image the app serves itself, or an https one. */
const IMAGE_URL = /^(\/(?!\/)|https:\/\/)[^\s"'<>]+$/;

export const adSchema = z
  .object({
    id: int32(),
    /** What the image says, for screen readers (its alt text). */
    title: z.string(),
    imageUrl: z.string().check(z.regex(IMAGE_URL)),
    /** The spec's jump type (product-spec §9); null for an advert that only shows. */
    jumpType: z.nullable(int32({ min: 1 })),
    /** Type 1: the inner page's id, one the spec maps. */
    innerId: z.nullable(int32({ min: 1 })),
    /** The one-parameter kinds: the id of what the page shows (40 and 66 may leave it out). */
    param: z.nullable(int32({ min: 1 })),
    /** Type 2: the other site's http(s) address, as stored: the client appends a missing agentId. */
    url: z.nullable(z.string().check(z.maxLength(AD_URL_MAX))),
    /** Type 46: a JSON string `{"page", "params"}` (product-spec §5). */
    extra: z.nullable(z.string()),
  })
  .check(
    z.superRefine((ad, ctx) => {
      const problem = adJumpProblem(ad);
      if (problem !== null) ctx.issues.push({ code: 'custom', message: problem, input: ad });
    }),
  );
export type Ad = z.infer<typeof adSchema>;

/** GET /api/page/ad/location {adLocation}: the adverts running at a location now, in order. */
export const adsAtLocation = defineEndpoint({
  method: 'GET',
  path: '/api/page/ad/location',
  access: 'anyone',
  input: z.object({ adLocation: int32Input({ min: 1, max: 999, error: '广告位错误' }) }),
  output: z.object({ list: z.array(adSchema) }),
});
