import { z } from 'zod/mini';
import { defineEndpoint } from './endpoint';
import { INT32_MAX, int32Input } from './integers';
import { MatchCenterMessages } from './matchcenter';
import { matchEventSchema, matchItemSchema } from './sportdata/matches';

/**
 * The match centre's score card (比分, calls-errors-spec §7.2 queryBFMatch): one match of either
 * sport as a live-score card — league, teams and their table ranks, status and minute, score,
 * half-time and shoot-out, cards and corners, the crown provider's odds — with the moments that
 * made the score (docs/decisions/match-analysis-extras.md). Public.
 */

/** The kinds of event the card lists: goals of every kind, missed penalties and sendings-off. */
export const SCORE_CARD_EVENT_KINDS = [
  'goal',
  'own_goal',
  'penalty',
  'penalty_missed',
  'red',
  'second_yellow',
] as const;

/** GET /api/matchcenter/queryBFMatch {matchId}: a digit string or a number. */
export const scoreCardRequestSchema = z.looseObject({
  matchId: int32Input({ min: 1, max: INT32_MAX, error: MatchCenterMessages.badMatchId }),
});
export type ScoreCardRequest = z.output<typeof scoreCardRequestSchema>;

/** data of queryBFMatch. */
export const scoreCardSchema = z.object({
  /** The match as the lists show it (sportType says which sport). */
  match: matchItemSchema,
  /** Goals, missed penalties and sendings-off in the order they happened; empty for basketball. */
  events: z.array(matchEventSchema),
});
export type ScoreCard = z.infer<typeof scoreCardSchema>;

/** GET /api/matchcenter/queryBFMatch: one match's live score card with its goals and red cards. */
export const queryBFMatch = defineEndpoint({
  method: 'GET',
  path: '/api/matchcenter/queryBFMatch',
  access: 'anyone',
  input: scoreCardRequestSchema,
  output: scoreCardSchema,
});
