import { z } from 'zod/mini';
import { int32 } from '../integers';

/**
 * Pieces the data library's calls share (issue 36 §1; docs/decisions/data-library.md): the season
 * argument, a league's card, a team's and a player's brief, a match of a league's schedule. Every
 * figure in them is counted from the matches the world holds, never written in.
 */

const int = int32();

/**
 * A season as the schedule names it: "2026-2027" (European calendar) or "2026" (one calendar year).
 * Left out, the league's current season.
 */
export const seasonArg = z.optional(z.string().check(z.regex(/^\d{4}(-\d{4})?$/)));

/** Ball type of the data library: 1 football, 2 basketball (product-spec qiuFlag / ballType). */
export const BALL_TYPES = [1, 2] as const;

export const leagueCardSchema = z.object({
  leagueId: int,
  /** 1 football, 2 basketball. */
  sport: int,
  name: z.string(),
  shortName: z.string(),
  /** 'league' has a table; 'cup' has ties only. */
  kind: z.string(),
  countryId: int,
  country: z.string(),
  areaCode: int,
  color: z.string(),
  /** The current season's name. */
  season: z.string(),
  /** 1 the country's top flight (and its cups, and the continental competitions), 2 the tier below. */
  level: int,
  teamCount: int,
});
export type LeagueCard = z.infer<typeof leagueCardSchema>;

export const teamBriefSchema = z.object({
  teamId: int,
  name: z.string(),
  shortName: z.string(),
  logo: z.nullable(z.string()),
});
export type TeamBrief = z.infer<typeof teamBriefSchema>;

/** A match of a league's or a team's schedule. Times are ms since the epoch. */
export const scheduleMatchSchema = z.object({
  matchId: int,
  leagueId: int,
  leagueName: z.string(),
  season: z.string(),
  round: z.nullable(z.string()),
  matchTime: z.number(),
  /** Status code of product-spec §4. */
  status: int,
  minute: z.nullable(z.string()),
  home: teamBriefSchema,
  away: teamBriefSchema,
  homeScore: int,
  awayScore: int,
  homeHalfScore: z.nullable(int),
  awayHalfScore: z.nullable(int),
});
export type ScheduleMatch = z.infer<typeof scheduleMatchSchema>;

/** W win, D draw, L loss: a club's form, newest first. */
export const formSchema = z.array(z.enum(['W', 'D', 'L']));
