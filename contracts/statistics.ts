import { z } from 'zod/mini';
import { defineEndpoint } from './endpoint';
import { int32, safeInt } from './integers';

/** Statistics event ids of product-spec §9. */
export const STAT_EVENT_IDS = [101, 102, 136, 139, 204, 206, 2102] as const;
export const STAT_NAVIGATION_END = 101;
export const STAT_ROUTE_ACTIVATED = 102;

/** What any malformed event answers (400): one message, whichever field broke. */
const error = '统计数据格式错误';

/** POST /api/stats/event: one page-statistics event. Login is required to report (product-spec §6). */
export const statEventSchema = z.object({
  eventId: z.union(
    STAT_EVENT_IDS.map((id) => z.literal(id)),
    { error },
  ),
  path: z.string({ error }).check(z.minLength(1, { error }), z.maxLength(500, { error })),
  pageResourceId: z.optional(int32({ min: 1, error })),
  /** When it happened, ms. */
  at: safeInt({ min: 0, error }),
});
export type StatEvent = z.infer<typeof statEventSchema>;

/**
 * POST /api/stats/event: a logged-in fan's page statistic (the cookie is enough: it changes
 * nothing a fan owns, and a forged one only adds a log line). The server logs it; data is null.
 */
export const statEvent = defineEndpoint({
  method: 'POST',
  path: '/api/stats/event',
  access: 'reader',
  input: statEventSchema,
  output: z.null(),
});
