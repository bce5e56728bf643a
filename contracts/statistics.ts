import { z } from 'zod/mini';

/** Statistics event ids of product-spec §9. */
export const STAT_EVENT_IDS = [101, 102, 136, 139, 204, 206, 2102] as const;
export const STAT_NAVIGATION_END = 101;
export const STAT_ROUTE_ACTIVATED = 102;

/** POST /api/stats/event: one page-statistics event. Login is required to report (product-spec §6). */
export const statEventSchema = z.object({
  eventId: z.union(STAT_EVENT_IDS.map((id) => z.literal(id))),
  path: z.string().check(z.minLength(1), z.maxLength(500)),
  pageResourceId: z.optional(z.int().check(z.positive())),
  at: z.int().check(z.nonnegative()),
});
export type StatEvent = z.infer<typeof statEventSchema>;
