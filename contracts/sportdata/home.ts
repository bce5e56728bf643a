import { z } from 'zod/mini';
import { int32 } from '../integers';
import { matchItemSchema } from './matches';

/**
 * getHomeMatches (issue 6 item 8; docs/decisions/home.md): what the home tab shows of the matches, in
 * one call — the hottest live matches of both sports for the live-now strip, and today's big matches
 * (hot, upcoming or live). Each match is sent once in `list`; the two sections are id arrays, so the
 * client stores every match once (by id) and a match in both sections updates in both.
 */

/** How many live matches the strip shows at most. */
export const HOME_LIVE_LIMIT = 10;
/** How many of today's big matches the home tab lists at most. */
export const HOME_TODAY_LIMIT = 20;

export const homeMatchesSchema = z.object({
  list: z.array(matchItemSchema),
  /** The live strip, hottest first: isHot, then league weight, then kick-off. */
  liveIds: z.array(int32()),
  /** Today's hot matches, upcoming or live, by kick-off. */
  todayIds: z.array(int32()),
  /** The server's Beijing day (yyyy-MM-dd). */
  date: z.string(),
});
export type HomeMatches = z.infer<typeof homeMatchesSchema>;
