import { z } from 'zod/mini';
import { int32, safeInt } from './integers';
import { liveScoreSchema, matchEventSchema } from './sportdata/matches';

/**
 * Live pushes (issue 20 §2; docs/decisions/live-push.md): live scores and events of the matches a
 * fan has on screen, over the app's one socket (the chat's namespace), in the same contracts as the
 * polls answer. Every payload is parsed on arrival.
 */

export const LIVE_EVENTS = {
  /**
   * Client → server: the whole set of matches to push from now on (it replaces the last one),
   * acknowledged with `liveWatchAckSchema`.
   */
  watch: 'live:watch',
  /** Server → client: a match's live score, whenever its version moves. */
  score: 'live:score',
  /** Server → client: a match's new events, chained to the last one pushed before them. */
  events: 'live:events',
} as const;

/** Matches one socket may watch; a set beyond it is refused (the polls serve it). */
export const LIVE_WATCH_MAX = 1000;

const matchId = int32({ min: 1 });

export const liveWatchSchema = z.object({
  matchIds: z.array(matchId).check(z.maxLength(LIVE_WATCH_MAX)),
});
export type LiveWatch = z.infer<typeof liveWatchSchema>;

/** Where a watched match stands as the pushes begin: the client compares what it holds. */
export const liveMarkSchema = z.object({
  matchId,
  /** The match's version (its score's sequence). */
  version: int32(),
  /** The newest event's id (bigserial), 0 when it has none: the next events push chains to it. */
  lastEventId: safeInt({ min: 0 }),
  /**
   * Its live score, for a match this socket was not watching yet (a new one on screen, or every
   * one after a reconnect the server did not recover): what the fan sees starts current.
   */
  score: z.optional(liveScoreSchema),
});
export type LiveMark = z.infer<typeof liveMarkSchema>;

export const LIVE_REFUSALS = {
  bad_payload: '直播订阅格式不正确',
  rate_limited: '请求太频繁，请稍后再试',
  system_error: '系统繁忙，请稍后再试',
} as const;
export type LiveRefusal = keyof typeof LIVE_REFUSALS;

export const liveWatchAckSchema = z.union([
  z.object({
    ok: z.literal(true),
    /** One mark per watched match that exists. */
    marks: z.array(liveMarkSchema),
  }),
  z.object({
    ok: z.literal(false),
    code: z.enum(Object.keys(LIVE_REFUSALS) as [LiveRefusal, ...LiveRefusal[]]),
    msg: z.string(),
  }),
]);
export type LiveWatchAck = z.infer<typeof liveWatchAckSchema>;

export const liveScorePushSchema = liveScoreSchema;

export const liveEventsPushSchema = z.object({
  matchId,
  /** The id of the match's newest event before these (0: none); a client holding another missed some. */
  after: safeInt({ min: 0 }),
  events: z.array(matchEventSchema),
});
export type LiveEventsPush = z.infer<typeof liveEventsPushSchema>;

/** The socket.io room of a match's live pushes, on the server. */
export const liveRoom = (matchId: number): string => `live:${matchId}`;
