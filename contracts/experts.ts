import { z } from 'zod/mini';
import { defineEndpoint } from './endpoint';
import { idInput, pageNoInput } from './inputs';
import { int32 } from './integers';
import { tipExpertSchema } from './matchcenter';
import { planPageSchema } from './plans';

/**
 * Experts and their records (issue 19; product-spec §2 Experts, §3, §4 User level; calls-errors-spec
 * §7.11). Every figure here is computed by the server from locked, settled plans — never typed in
 * (docs/decisions/expert-records.md has the formulas):
 *
 * - 近N中M: of the last N settled plans (void ones left out), M won; N ≤ RECENT_SAMPLE.
 * - hit rate: M ÷ N of the same sample, whole percent.
 * - streaks (连红): consecutive won plans, void ones neither breaking nor extending them.
 * - return (回报率): total payout ÷ total stake, one unit staked on every settled plan (its picks
 *   together, at the odds locked when it was published); 100% means even.
 */

/** The sample of 近N中M and of the hit rate. */
export const RECENT_SAMPLE = 10;

/** The formula the record screens publish beside the return. */
export const RETURN_FORMULA =
  '回报率 = 总返还 ÷ 总投入（每个方案投入1单位，按发布时锁定的赔率计算，走水退回本金）';

export const expertRecordSchema = z.object({
  /** Settled plans, void ones left out. */
  settled: int32(),
  won: int32(),
  lost: int32(),
  /** 走水: every pick pushed or void; the stake came back. */
  voided: int32(),
  /** The sample of 近N中M: min(settled, RECENT_SAMPLE). */
  recentTotal: int32(),
  recentWins: int32(),
  /** recentWins ÷ recentTotal in whole percent; null with no settled plan. */
  hitRate: z.nullable(int32()),
  currentStreak: int32(),
  bestStreak: int32(),
  /** Total payout ÷ total stake in percent, one decimal; null with no settled plan. */
  returnRate: z.nullable(z.number()),
  /** The newest results first (1 won, 2 lost), up to RECENT_SAMPLE. */
  recent: z.array(int32()),
});
export type ExpertRecord = z.infer<typeof expertRecordSchema>;

/** A period's figures (the expert home's 近30天, the rankings). */
export const periodRecordSchema = z.object({
  /** Days back from now. */
  days: int32(),
  settled: int32(),
  won: int32(),
  hitRate: z.nullable(int32()),
  returnRate: z.nullable(z.number()),
});
export type PeriodRecord = z.infer<typeof periodRecordSchema>;

export const leagueRecordRowSchema = z.object({
  leagueId: int32(),
  leagueName: z.string(),
  /** Settled picks in the league (void ones left out). */
  picks: int32(),
  won: int32(),
  hitRate: z.nullable(int32()),
});
export type LeagueRecordRow = z.infer<typeof leagueRecordRowSchema>;

/** GET /api/expert/home/{expertId}: the expert home's head and records. */
export const expertHomeSchema = z.object({
  expert: tipExpertSchema,
  intro: z.string(),
  qiuFlag: int32(),
  followers: int32(),
  /** The viewer follows this expert (false for visitors). */
  following: z.boolean(),
  /** The viewer is this expert. */
  own: z.boolean(),
  record: expertRecordSchema,
  month: periodRecordSchema,
  /** Leagues with the best hit rate (at least GOOD_AT_MIN_PICKS settled picks), best first. */
  goodAt: z.array(leagueRecordRowSchema),
  returnFormula: z.string(),
});
export type ExpertHome = z.infer<typeof expertHomeSchema>;

export const GOOD_AT_MIN_PICKS = 3;

export const expertHome = defineEndpoint({
  method: 'GET',
  path: '/api/expert/home/{expertId}',
  access: 'anyone',
  input: z.object({ expertId: idInput }),
  output: expertHomeSchema,
});

/** leagueRecord/{expertId}/{gameType}: 0 every game, else one game id; dateIndex 0 all, 1 30 days, 2 90 days. */
export const LEAGUE_RECORD_DAYS = [null, 30, 90] as const;

/** POST /api/expertHome/leagueRecord/{expertId} {gameType, dateIndex}: settled picks by league. */
export const leagueRecord = defineEndpoint({
  method: 'POST',
  path: '/api/expertHome/leagueRecord/{expertId}',
  access: 'anyone',
  input: z.object({
    expertId: idInput,
    gameType: z.optional(int32({ min: 0 })),
    dateIndex: z.optional(int32({ min: 0, max: 2 })),
  }),
  output: z.object({ rows: z.array(leagueRecordRowSchema) }),
});

/**
 * GET /api/expert/distribution/{expertId}/{qiuFlag}: where an expert publishes in one ball type —
 * plans published and settled, then settled picks by game (`rows`) and by league (`leagues`).
 */
export const expertDistribution = defineEndpoint({
  method: 'GET',
  path: '/api/expert/distribution/{expertId}/{qiuFlag}',
  access: 'anyone',
  input: z.object({ expertId: idInput, qiuFlag: z.enum(['1', '2']) }),
  output: z.object({
    /** Plans published in the ball type, pending ones included. */
    published: int32(),
    /** Of them, settled won or lost (void ones left out). */
    settled: int32(),
    won: int32(),
    /** Settled picks by league, most picks first. */
    leagues: z.array(leagueRecordRowSchema),
    rows: z.array(
      z.object({
        gameId: int32(),
        gameName: z.string(),
        picks: int32(),
        won: int32(),
        hitRate: z.nullable(int32()),
      }),
    ),
  }),
});

/**
 * famous/ranking: 1 by return over 7 days, 2 by return over 30 days, 3 by hit rate over 30 days,
 * 4 by current streak. An expert needs RANKING_MIN_SETTLED settled plans in the period to rank.
 */
export const RANKING_TYPES = {
  1: { days: 7, by: 'return', name: '周回报' },
  2: { days: 30, by: 'return', name: '月回报' },
  3: { days: 30, by: 'hit', name: '月命中' },
  4: { days: 30, by: 'streak', name: '连红' },
} as const;
export const RANKING_MIN_SETTLED = 3;
/** product-spec §9: famous expert ranking page size. */
export const FAMOUS_PAGE_SIZE = 8;

export const rankingRowSchema = z.object({
  rank: int32(),
  expert: tipExpertSchema,
  period: periodRecordSchema,
  currentStreak: int32(),
});
export type RankingRow = z.infer<typeof rankingRowSchema>;

export const rankingPageSchema = z.object({
  list: z.array(rankingRowSchema),
  pageNo: int32(),
  pageSize: int32(),
  hasMore: z.boolean(),
});
export type RankingPage = z.infer<typeof rankingPageSchema>;

/**
 * GET /api/famous/ranking/{qiuFlag}/{type} {pageNo, userLevel?}: experts ranked on their records.
 * `userLevel` keeps the experts of one level (1 laboratory: the 实验室 page; 2 popular forecasters);
 * they are ranked and cut into pages after the filter, so `rank` counts among them.
 */
export const famousRanking = defineEndpoint({
  method: 'GET',
  path: '/api/famous/ranking/{qiuFlag}/{type}',
  access: 'anyone',
  input: z.object({
    qiuFlag: z.enum(['1', '2']),
    type: z.enum(['1', '2', '3', '4']),
    pageNo: z.optional(pageNoInput),
    userLevel: z.optional(z.enum(['1', '2'])),
  }),
  output: rankingPageSchema,
});

/** GET /api/formalExpert/top10 {qiuFlag}: the ten best by return over 30 days (hot experts). */
export const expertTop10 = defineEndpoint({
  method: 'GET',
  path: '/api/formalExpert/top10',
  access: 'anyone',
  input: z.object({ qiuFlag: z.optional(z.enum(['1', '2'])) }),
  output: z.object({ list: z.array(rankingRowSchema) }),
});

/** expert-search: the history keeps 8 words; a repeated word is not re-added (product-spec §5). */
export const EXPERT_SEARCH_HISTORY = 8;

/** GET /api/expert/search {words, qiuFlag?}: experts whose nickname contains the words. */
export const expertSearch = defineEndpoint({
  method: 'GET',
  path: '/api/expert/search',
  access: 'anyone',
  input: z.object({
    words: z.string().check(z.minLength(1), z.maxLength(20)),
    qiuFlag: z.optional(z.enum(['1', '2'])),
  }),
  output: z.object({ list: z.array(tipExpertSchema) }),
});

/** POST /api/expert/attention/{expertId} {type}: 1 follow, 2 unfollow (product-spec §4 Follow). */
export const followExpert = defineEndpoint({
  method: 'POST',
  path: '/api/expert/attention/{expertId}',
  access: 'writer',
  input: z.object({ expertId: idInput, type: z.union([z.literal(1), z.literal(2)]) }),
  output: z.object({ following: z.boolean(), followers: int32() }),
});

/** GET /api/myAttention/expert/list/{pageNo}: the experts the caller follows, newest first. */
export const myFollowedExperts = defineEndpoint({
  method: 'GET',
  path: '/api/myAttention/expert/list/{pageNo}',
  access: 'reader',
  input: z.object({ pageNo: pageNoInput }),
  output: z.object({
    list: z.array(z.object({ expert: tipExpertSchema, followedAt: z.number() })),
    total: int32(),
    pageNo: int32(),
    hasMore: z.boolean(),
  }),
});

export const EXPERT_REFUSAL_CODES = { notFound: 'expert_not_found', own: 'follow_own' } as const;

/**
 * 专家推送 (expert-push/order/{expertId}, public/push-protocol): a fan subscribed to an expert gets a
 * message in the message centre each time the expert publishes a plan.
 */
export const expertPushStatus = defineEndpoint({
  method: 'GET',
  path: '/api/expert-push/status/{expertId}',
  access: 'reader',
  input: z.object({ expertId: idInput }),
  output: z.object({ ordered: z.boolean(), subscribers: int32() }),
});

/** POST /api/expert-push/order/{expertId} {type}: 1 subscribe, 2 cancel. */
export const orderExpertPush = defineEndpoint({
  method: 'POST',
  path: '/api/expert-push/order/{expertId}',
  access: 'writer',
  input: z.object({ expertId: idInput, type: z.union([z.literal(1), z.literal(2)]) }),
  output: z.object({ ordered: z.boolean(), subscribers: int32() }),
});

/** GET /api/expert-push/list/{pageNo}: the experts the caller is subscribed to, newest first. */
export const myExpertPushes = defineEndpoint({
  method: 'GET',
  path: '/api/expert-push/list/{pageNo}',
  access: 'reader',
  input: z.object({ pageNo: pageNoInput }),
  output: z.object({
    list: z.array(z.object({ expert: tipExpertSchema, orderedAt: z.number() })),
    pageNo: int32(),
    hasMore: z.boolean(),
  }),
});

// ── Record details (issue 37 §3) ───────────────────────────────────────────────────────────────

/** The record line of a slice of plans: picks (as leagueRecord counts them) and plans with return. */
export const sliceRecordSchema = z.object({
  /** Settled picks (pushes and voids left out) and those won (a half win counts). */
  picks: int32(),
  won: int32(),
  hitRate: z.nullable(int32()),
  /** Settled plans won or lost, and won; void ones are only in the return. */
  plans: int32(),
  plansWon: int32(),
  /** Total payout ÷ total stake of the settled plans in percent, one decimal (RETURN_FORMULA). */
  returnRate: z.nullable(z.number()),
});
export type SliceRecord = z.infer<typeof sliceRecordSchema>;

/**
 * POST /api/expertHome/leagueRecordDetail/{expertId}/{pageNo} {leagueId, gameId, dateIndex,
 * qiuFlag}: an expert's plans in one league — with a pick of one game when gameId is not 0, within
 * LEAGUE_RECORD_DAYS[dateIndex] — newest first, 20 a page, and their record line.
 */
export const leagueRecordDetail = defineEndpoint({
  method: 'POST',
  path: '/api/expertHome/leagueRecordDetail/{expertId}/{pageNo}',
  access: 'anyone',
  input: z.object({
    expertId: idInput,
    pageNo: pageNoInput,
    leagueId: idInput,
    gameId: z.optional(int32({ min: 0 })),
    dateIndex: z.optional(int32({ min: 0, max: 2 })),
    qiuFlag: z.optional(z.enum(['1', '2'])),
  }),
  output: z.object({
    leagueName: z.string(),
    record: sliceRecordSchema,
    page: planPageSchema,
  }),
});

/** Settled picks an expert needs in a league to rank in it (as 擅长联赛). */
export const LEAGUE_RANK_MIN_PICKS = GOOD_AT_MIN_PICKS;
/** Experts a league's ranking shows. */
export const LEAGUE_RANK_SIZE = 20;

export const leagueRankRowSchema = z.object({
  /** Null for the asking expert when below LEAGUE_RANK_MIN_PICKS. */
  rank: z.nullable(int32()),
  expert: tipExpertSchema,
  picks: int32(),
  won: int32(),
  hitRate: z.nullable(int32()),
});
export type LeagueRankRow = z.infer<typeof leagueRankRowSchema>;

/**
 * GET /api/expert/goodAtLeague/{expertId}/{leagueId}: the experts of a league ranked by hit rate over
 * their settled picks in it (at least LEAGUE_RANK_MIN_PICKS), and where the asking expert stands.
 */
export const goodAtLeague = defineEndpoint({
  method: 'GET',
  path: '/api/expert/goodAtLeague/{expertId}/{leagueId}',
  access: 'anyone',
  input: z.object({ expertId: idInput, leagueId: idInput }),
  output: z.object({
    leagueId: int32(),
    leagueName: z.string(),
    list: z.array(leagueRankRowSchema),
    /** The expert the page was opened for. */
    self: leagueRankRowSchema,
  }),
});

/** Settled plans a month needs to be an expert's best month. */
export const BEST_MONTH_MIN_SETTLED = RANKING_MIN_SETTLED;

/**
 * GET /api/famous/rankByRed/bestScore/{expertId}: an expert's best figures, all from settled plans —
 * the best streak, the best run of RECENT_SAMPLE plans (近10中M at its best), the best Beijing month
 * by return, and the place in the ball type's 连红 ranking now.
 */
export const bestScore = defineEndpoint({
  method: 'GET',
  path: '/api/famous/rankByRed/bestScore/{expertId}',
  access: 'anyone',
  input: z.object({ expertId: idInput }),
  output: z.object({
    bestStreak: int32(),
    currentStreak: int32(),
    /** The most wins in any RECENT_SAMPLE consecutive settled plans (void ones skipped). */
    bestRun: z.nullable(z.object({ won: int32(), total: int32() })),
    bestMonth: z.nullable(
      z.object({
        /** 'YYYY-MM', Beijing time of publishing. */
        month: z.string(),
        settled: int32(),
        won: int32(),
        returnRate: z.nullable(z.number()),
      }),
    ),
    /** Rank in the 连红 ranking (type 4) of the expert's ball type; null when not ranked. */
    streakRank: z.nullable(int32()),
  }),
});
