import { z } from 'zod/mini';
import { int32, safeInt } from '../integers';

/**
 * Responses of the live-match calls of the sport-data gateway (calls-errors-spec §7.1), as the
 * companion server answers them (docs/api.md "Matches"). Times are ms since the epoch (server time).
 * Status codes are those of product-spec §4.
 */

const int = int32();
const nullableInt = z.nullable(int32());
/** The id of a bigserial row (events, text lines, chat messages). */
const bigId = safeInt({ min: 1 });
/** [first, second, third]: europe home/draw/away; asia and bigsmall water/line/water. */
const oddsTriple = z.tuple([z.number(), z.number(), z.number()]);

/** What changes while a match is played: the live-score calls answer only this. */
export const liveScoreSchema = z.object({
  matchId: int,
  /** The status code (product-spec §4). */
  matchStatus: int,
  /** Football: the minute as shown ("67", "45+2", "中场"); basketball: the quarter clock left. */
  matchStartedMinutes: z.nullable(z.string()),
  homeScore: int,
  awayScore: int,
  homeHalfScore: nullableInt,
  awayHalfScore: nullableInt,
  /**
   * Penalty shoot-out result of a cup tie level after extra time, set with the final whistle;
   * null (or absent) when there was none. The score itself stays level.
   */
  homePenaltyScore: z.optional(nullableInt),
  awayPenaltyScore: z.optional(nullableInt),
  homeRed: int,
  awayRed: int,
  homeYellow: int,
  awayYellow: int,
  homeCorner: int,
  awayCorner: int,
  /** Basketball points by period, [[home, away], …]; empty for football. */
  periodScores: z.array(z.tuple([int, int])),
  /** When the server last wrote this state (server time; shown, never used for ordering). */
  updatedAt: z.number(),
  /**
   * The match's state version: grows with every change the server writes. A client keeps the state
   * with the highest version it has seen; times cannot order states (a seeded row's clock and the
   * simulator's differ).
   */
  version: int,
});
export type LiveScore = z.infer<typeof liveScoreSchema>;

/** getMatchListLiveScore, getBkMatchListLiveScore: the asked matches of the sport, unknown ids left out. */
export const liveScoreListSchema = z.object({ list: z.array(liveScoreSchema) });
export type LiveScoreList = z.infer<typeof liveScoreListSchema>;

export const matchOddsSchema = z.object({
  oddsCompany: int,
  europe: z.nullable(oddsTriple),
  asia: z.nullable(oddsTriple),
  bigsmall: z.nullable(oddsTriple),
});
export type MatchOdds = z.infer<typeof matchOddsSchema>;

/** A match as the lists show it. */
export const matchItemSchema = z.extend(liveScoreSchema, {
  qtMatchId: int,
  /** 1 football, 2 basketball. */
  sportType: int,
  leagueId: int,
  leagueName: z.string(),
  leagueShortName: z.string(),
  leagueColor: z.string(),
  round: z.nullable(z.string()),
  /** Kick-off (tip-off) time. */
  matchDate: z.number(),
  homeTeamId: int,
  homeTeamName: z.string(),
  homeTeamLogo: z.nullable(z.string()),
  homeRank: nullableInt,
  awayTeamId: int,
  awayTeamName: z.string(),
  awayTeamLogo: z.nullable(z.string()),
  awayRank: nullableInt,
  /** Lottery number (周一001) when the match is on the jingcai slip. */
  lotteryNo: z.nullable(z.string()),
  gameTabs: z.array(int),
  is_video: z.boolean(),
  is_cartoon: z.boolean(),
  isHot: z.boolean(),
  redStatus: int,
  /** Basketball quarter length in minutes; null for football. */
  quarterMinutes: nullableInt,
  /** NBA/WNBA: 2 second game of a back-to-back, 3 third game in three days, 0 neither. */
  backToBack: int,
  odds: z.nullable(matchOddsSchema),
  /** Present for a logged-in fan (the gateway reads the login token): whether they follow it. */
  isFollow: z.optional(z.boolean()),
});
export type MatchItem = z.infer<typeof matchItemSchema>;

export const matchPageSchema = z.object({
  list: z.array(matchItemSchema),
  pageNo: int,
  pageSize: int,
  total: int,
  hasMore: z.boolean(),
  /** The Beijing calendar day listed (yyyy-MM-dd). */
  date: z.string(),
});
export type MatchPage = z.infer<typeof matchPageSchema>;

/** getMatchListById, getBkMatchListById: the asked matches in the order asked, unknown ids left out. */
export const matchItemListSchema = z.object({ list: z.array(matchItemSchema) });
export type MatchItemList = z.infer<typeof matchItemListSchema>;

export const matchEventSchema = z.object({
  id: bigId,
  matchId: int,
  /** goal, own_goal, penalty, penalty_missed, yellow, red, substitution, corner. */
  kind: z.string(),
  /** 1 home, 2 away. */
  side: int,
  minute: int,
  extraMinute: int,
  second: int,
  player: z.nullable(z.string()),
  /** score: [home, away] after the event; assist; off (the player substituted). */
  detail: z.nullable(z.record(z.string(), z.unknown())),
  happenedAt: z.number(),
});
export type MatchEvent = z.infer<typeof matchEventSchema>;

export const matchEventListSchema = z.object({ list: z.array(matchEventSchema) });

export const textLiveSchema = z.object({
  list: z.array(
    z.object({ id: bigId, minute: z.string(), content: z.string(), happenedAt: z.number() }),
  ),
  hasMore: z.boolean(),
});

export const redPacketMatchSchema = z.object({
  matchId: int,
  /** 1 when the match's red packet is active. */
  redStatus: int,
  matchStatus: int,
  /** Goal count → goal time (ms). */
  pointJson: z.record(z.string(), z.number()),
});
export type RedPacketMatch = z.infer<typeof redPacketMatchSchema>;
export const redPacketMatchListSchema = z.object({ list: z.array(redPacketMatchSchema) });

export const videoLookupSchema = z.object({
  list: z.array(z.object({ matchId: int, sourceName: z.string(), url: z.string() })),
});

export const chatMessageSchema = z.object({
  id: bigId,
  roomType: int,
  roomTypeId: int,
  userId: int,
  nickName: z.string(),
  userIcon: z.nullable(z.string()),
  content: z.string(),
  createdAt: z.number(),
  /** The sender's own id for the message: their app matches it to its pending copy. */
  clientMsgId: z.optional(z.string()),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const chatRoomInfoSchema = z.object({
  roomType: int,
  roomTypeId: int,
  roomName: z.string(),
  onlineCount: int,
  nearMsgList: z.array(chatMessageSchema),
});

export const chatContentSchema = z.object({
  list: z.array(chatMessageSchema),
  /** Pass back as ct to get what came after. */
  ct: z.number(),
  /** More messages lie beyond this page in the direction asked (older for beforeId, newer else). */
  hasMore: z.boolean(),
});

export const onlineCountSchema = z.object({ matchId: int, onlineCount: int });
