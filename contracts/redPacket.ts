import { z } from 'zod/mini';
import { defineEndpoint } from './endpoint';
import { idInput } from './inputs';
import { int32, int32Input } from './integers';

/**
 * The goal red packets and the red-packet rain (issue 9; calls-errors-spec §7.3, product-spec §4):
 * the calls' arguments and answers, the error codes that mean "already joined", the award kinds.
 * Shared by the client (src/features/redPacket) and the server (server/features/redPacket).
 */

export { RAIN_CLICK_WINDOW_MS, RAIN_GAP_MS } from './rainTimings';
/** Slack the server gives a click that comes after the window (a slow network, a slow phone). */
export const RAIN_CLICK_GRACE_MS = 5_000;
/** Packets that fall in one rain; nobody catches more. */
export const RAIN_PACKETS = 36;
/** The quickest a finger taps, about: hits beyond this rate over the time since the join are not believed. */
export const MAX_TAPS_PER_SECOND = 5;

/** checkOrJoin: 1 asks the round's state, 2 joins its rain. */
export const CHECK_OR_JOIN = { check: 1, join: 2 } as const;

/** Error codes of the red-packet calls (calls-errors-spec §8: 101, 1007 and 1008 mean joined). */
export const RED_PACKET_CODES = {
  /** This fan has joined this round's rain already. */
  joined: '101',
  /** This fan has drawn this round's award already. */
  drawn: '1007',
  /** The round is over (its window passed, or the rain's click window did). */
  over: '1008',
  noRound: 'no_round',
  /** Another rain was joined less than RAIN_GAP_MS ago. */
  rainGap: 'rain_gap',
} as const;
const C = RED_PACKET_CODES;

/** What a fan reads for each code. */
export const RED_PACKET_ERRORS = {
  [C.joined]: '你已参加过本轮红包雨',
  [C.drawn]: '本轮红包已领取',
  [C.over]: '本轮红包雨已结束',
  [C.noRound]: '这场比赛暂时没有红包雨',
  [C.rainGap]: '红包雨间隔太短，请稍后再来',
} as const;
export type RedPacketError = keyof typeof RED_PACKET_ERRORS;
/** Codes after which a round is cached as joined on the client. */
export const JOINED_CODES: readonly string[] = [C.joined, C.drawn, C.over];

/** Award kinds (product-spec §4). */
export const AWARD_KIND = { empty: 0, freeTicket: 1, amountOff: 2, coins: 3 } as const;
export type AwardKind = (typeof AWARD_KIND)[keyof typeof AWARD_KIND];

const int = int32();
const goalCountInput = int32Input({ min: 1, max: 50 });

export const redPacketCheckArgsSchema = z.object({
  matchId: idInput,
  goalCount: goalCountInput,
  checkOrJoin: z._default(int32Input({ min: 1, max: 2 }), 1),
});

export const clickRedArgsSchema = z.object({
  matchId: idInput,
  goalCount: goalCountInput,
  /** Packets caught in the window (tilts the odds; the server caps it). */
  hits: z._default(int32Input({ min: 0, max: 1000 }), 0),
});

export const awardSchema = z.object({
  kind: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]),
  /** Coins credited, or the ticket's worth in coins; 0 when empty. */
  amount: z.number(),
  /** What the fan won, in Chinese (一张免单券, 5金币…). */
  title: z.string(),
  /** Until when the coins or the ticket can be used (ms, server time); null when empty. */
  validUntil: z.nullable(z.number()),
  couponId: z.nullable(int),
});
export type Award = z.infer<typeof awardSchema>;

/** The answer of check (and of join): the round of a goal and this fan's part in it. */
export const redPacketStatusSchema = z.object({
  matchId: int,
  goalCount: int,
  /** The round takes joins now. */
  open: z.boolean(),
  /** This fan has joined this round (spec: join). */
  join: z.boolean(),
  /** The call came with a live login (spec: login). */
  login: z.boolean(),
  /** When the round stops taking joins (ms, server time). */
  closesAt: z.number(),
  /** When the fan joined (the rain's window runs from here), or null. */
  joinedAt: z.nullable(z.number()),
  /** The award already drawn, or null. */
  award: z.nullable(awardSchema),
});
export type RedPacketStatus = z.infer<typeof redPacketStatusSchema>;

export const clickRedResultSchema = z.object({ award: awardSchema });

// The calls (calls-errors-spec §7.3; docs/api.md "Red packets"). Both are GETs in the spec, and
// joining and clicking change state: those need the token in a header (a cross-site image carries
// the cookie, never a header). Every refusal carries the round's state in `data` (or null).

/**
 * GET /api/hd/match/redPacket/check {matchId, goalCount, checkOrJoin}. Checking (1) is for anyone
 * (`login: false` for a visitor); joining (2) is a change of state, so the server refuses it
 * without a header token (401 no_login) although the endpoint as a whole is open: one path, as the
 * spec has it, with the stricter rule enforced by the handler for checkOrJoin 2.
 */
export const checkRedPacket = defineEndpoint({
  method: 'GET',
  path: '/api/hd/match/redPacket/check',
  access: 'anyone',
  input: redPacketCheckArgsSchema,
  output: redPacketStatusSchema,
});

/** GET /api/hd/match/redPacket/clickRed {matchId, goalCount, hits}: the rain's end, the award. */
export const clickRedPacket = defineEndpoint({
  method: 'GET',
  path: '/api/hd/match/redPacket/clickRed',
  access: 'writer',
  input: clickRedArgsSchema,
  output: clickRedResultSchema,
});

// ── A match's red packets (match-packet/packet; issue 37 §3) ───────────────────────────────────

/** One round of a match as the red-packet page lists it, with this fan's part (null: not joined). */
export const packetRoundSchema = z.object({
  goalCount: int,
  openedAt: z.number(),
  closesAt: z.number(),
  open: z.boolean(),
  /** Fans who joined the round's rain. */
  joiners: int,
  /** Fans whose award was something (not empty). */
  winners: int,
  mine: z.nullable(z.object({ joinedAt: z.number(), award: z.nullable(awardSchema) })),
});
export type PacketRound = z.infer<typeof packetRoundSchema>;

export const matchPacketRoundsSchema = z.object({
  matchId: int,
  sport: int,
  leagueName: z.string(),
  homeName: z.string(),
  awayName: z.string(),
  matchTime: z.number(),
  status: int,
  homeScore: z.nullable(int),
  awayScore: z.nullable(int),
  /** The match's red packet is active (redStatus 1). */
  active: z.boolean(),
  over: z.boolean(),
  nextGoalCount: z.nullable(int),
  login: z.boolean(),
  rounds: z.array(packetRoundSchema),
});
export type MatchPacketRounds = z.infer<typeof matchPacketRoundsSchema>;

/**
 * GET /api/hd/match/redPacket/rounds {matchId}: the match's rounds, newest first, and what comes —
 * `nextGoalCount` is the goal whose round opens next while the packet is active and the match not
 * over (null otherwise). A visitor reads the rounds with `login: false` and no `mine`.
 */
export const matchPacketRounds = defineEndpoint({
  method: 'GET',
  path: '/api/hd/match/redPacket/rounds',
  access: 'anyone',
  input: z.object({ matchId: idInput }),
  output: matchPacketRoundsSchema,
});
