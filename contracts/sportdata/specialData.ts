import { z } from 'zod/mini';
import { int32, safeInt } from '../integers';
import { planMatchSchema } from '../plans';

/**
 * Answers of the special-data calls (专项数据, issue 36 §2; docs/decisions/special-data.md): Kelly
 * indices, dispersion, the exchange's (必发) volumes and the bet proportions (投注比), same odds
 * (同赔), and which of these a match has. Figures of a market are arrays in outcome order: home,
 * draw, away in football; home, away in basketball (europeOutcomeNames). Times are ms since the
 * epoch; percentages and indices are rounded as each field says.
 */

/** The data models of product-spec §3, by the ids the special-data index and the lists use. */
export const SPECIAL_DATA_MODELS = {
  /** 同赔: past matches with the same opening odds. */
  tongpei: 1,
  /** 凯利: Kelly indices. */
  kaili: 2,
  /** 离散: dispersion of the books' odds. */
  lisan: 3,
  /** 必发: the exchange's volumes. */
  bifa: 4,
  /** 投注比: the bet proportions. */
  touzhubi: 5,
  /** 风向标: the wind vane (contracts/windVane.ts). */
  fengxiangbiao: 6,
} as const;
export type SpecialDataModel = (typeof SPECIAL_DATA_MODELS)[keyof typeof SPECIAL_DATA_MODELS];

/** The special lists' page size (calls-errors-spec §9: basketball odds lists 100). */
export const SPECIAL_LIST_PAGE_SIZE = 100;
/** Same-odds matches asked for by default and at most (calls-errors-spec §9). */
export const SAME_ODDS_NUM = 100;

/** The europe market's outcomes as a fan reads them: basketball has no draw. */
export function europeOutcomeNames(sport: number): readonly string[] {
  return sport === 2 ? ['主胜', '客胜'] : ['主胜', '平局', '客胜'];
}

/** The match a special page is about (the plans' and the wind vane's match). */
export const specialMatchSchema = planMatchSchema;

/** One figure per outcome. */
const perOutcome = z.array(z.number());

const pageFields = { pageNo: int32(), pageSize: int32(), total: int32() };

// ── Kelly (凯利) ───────────────────────────────────────────────────────────────────────────────

/** One book's Kelly figures on a set of odds. */
export const kellyFiguresSchema = z.object({
  odds: perOutcome,
  /** Return rate F = 1 / Σ 1/odds, percent with two decimals. */
  returnRate: z.number(),
  /** p = F / odds, percent with two decimals. */
  probabilities: perOutcome,
  /** odds × the books' mean p, three decimals. */
  kelly: perOutcome,
});
export type KellyFigures = z.infer<typeof kellyFiguresSchema>;

/** The market's Kelly figures across its books. */
export const kellySummarySchema = z.object({
  books: int32(),
  /** The books' mean p, percent with two decimals. */
  meanProbabilities: perOutcome,
  /** The books' mean Kelly index, three decimals. */
  kellyMean: perOutcome,
  /** The population variance of the books' Kelly indices (凯利方差), six decimals. */
  kellyVariance: perOutcome,
});
export type KellySummary = z.infer<typeof kellySummarySchema>;

export const kellyBookSchema = z.object({
  oddsId: int32(),
  providerId: int32(),
  providerName: z.string(),
  /** On the books' opening odds, and on their odds now. */
  opening: kellyFiguresSchema,
  now: kellyFiguresSchema,
  /** When its odds last changed. */
  changeTime: z.number(),
});
export type KellyBook = z.infer<typeof kellyBookSchema>;

/** getkellyDetail: every book's Kelly indices; `list` is empty when no book prices the match. */
export const kellyDetailSchema = z.object({
  match: specialMatchSchema,
  outcomes: z.array(z.string()),
  list: z.array(kellyBookSchema),
  opening: kellySummarySchema,
  now: kellySummarySchema,
});
export type KellyDetail = z.infer<typeof kellyDetailSchema>;

/** One moment of a book's Kelly change: its odds then, against the books open then. */
export const kellyPointSchema = z.extend(kellyFiguresSchema, {
  t: z.number(),
  /** 即 before kick-off, else the live minute and score of the move (67' 1-0). */
  matchState: z.string(),
});
export type KellyPoint = z.infer<typeof kellyPointSchema>;

/** getKellyChangeList: a book's Kelly indices after every move of any book, oldest first. */
export const kellyChangeSchema = z.object({
  match: specialMatchSchema,
  outcomes: z.array(z.string()),
  oddsId: int32(),
  providerId: int32(),
  providerName: z.string(),
  list: z.array(kellyPointSchema),
});
export type KellyChange = z.infer<typeof kellyChangeSchema>;

export const kellyListItemSchema = z.object({
  match: specialMatchSchema,
  /** The market now. */
  now: kellySummarySchema,
});
export type KellyListItem = z.infer<typeof kellyListItemSchema>;

/** getKellyMatchList, getBkKellyMatchList. */
export const kellyMatchListSchema = z.object({ ...pageFields, list: z.array(kellyListItemSchema) });
export type KellyMatchList = z.infer<typeof kellyMatchListSchema>;

// ── Dispersion (离散) ──────────────────────────────────────────────────────────────────────────

export const dispersionFiguresSchema = z.object({
  books: int32(),
  /** The books' mean odds, three decimals. */
  mean: perOutcome,
  /** The population variance of the books' odds (离散度), four decimals. */
  variance: perOutcome,
});
export type DispersionFigures = z.infer<typeof dispersionFiguresSchema>;

export const dispersionPointSchema = z.extend(dispersionFiguresSchema, {
  t: z.number(),
  matchState: z.string(),
});
export type DispersionPoint = z.infer<typeof dispersionPointSchema>;

/** getFtDiscreteIndex: the dispersion at the openings and now, and after every move. */
export const discreteIndexSchema = z.object({
  match: specialMatchSchema,
  outcomes: z.array(z.string()),
  /** Across the books' opening odds, and across their odds now. */
  opening: dispersionFiguresSchema,
  now: dispersionFiguresSchema,
  /** After every moment any book moved, oldest first (at most 240 points). */
  list: z.array(dispersionPointSchema),
  books: z.array(
    z.object({
      providerId: int32(),
      providerName: z.string(),
      opening: perOutcome,
      now: perOutcome,
    }),
  ),
});
export type DiscreteIndex = z.infer<typeof discreteIndexSchema>;

export const discreteListItemSchema = z.object({
  match: specialMatchSchema,
  opening: dispersionFiguresSchema,
  now: dispersionFiguresSchema,
});
export type DiscreteListItem = z.infer<typeof discreteListItemSchema>;

/** getDiscreteMatchList, getBkDiscreteMatchList. */
export const discreteMatchListSchema = z.object({
  ...pageFields,
  list: z.array(discreteListItemSchema),
});
export type DiscreteMatchList = z.infer<typeof discreteMatchListSchema>;

// ── The exchange (必发) and the bet proportions (投注比) ────────────────────────────────────────

export const betfairOutcomeSchema = z.object({
  name: z.string(),
  /** The exchange's price now: 1 / the books' mean p, two decimals. */
  price: z.number(),
  /** The average price its money was matched at, two decimals. */
  matchedPrice: z.number(),
  /** Money matched on it, whole units. */
  volume: safeInt(),
  /** Its share of the money, percent with two decimals. */
  share: z.number(),
  /** The layers' profit (negative: loss) if it wins: total − volume × matchedPrice, whole units. */
  profit: safeInt(),
  /** share ÷ (1 / matchedPrice), two decimals: above 1 hot, below 1 cold. */
  hotCold: z.number(),
});
export type BetfairOutcome = z.infer<typeof betfairOutcomeSchema>;

/** A line market's proportions: the handicap (主队 / 客队) or the totals (大球 / 小球). */
export const lineMarketSchema = z.object({
  /** The line of the first main book now, and its Chinese label. */
  line: z.number(),
  lineName: z.string(),
  total: safeInt(),
  list: z.array(z.object({ name: z.string(), volume: safeInt(), share: z.number() })),
});
export type LineMarket = z.infer<typeof lineMarketSchema>;

/** The most points of the Betfair page's volume chart (server/domain/odds/exchangeVolumes.ts). */
export const BETFAIR_TRAIL_POINTS = 48;

/**
 * getBetPercent: the exchange's match odds (必发) and the proportions of its three markets (投注比).
 * Before trading opens (or without europe odds) every volume is 0: the pages' 暂无数据.
 */
export const betPercentSchema = z.object({
  match: specialMatchSchema,
  /** When trading opened (the first book's opening) and up to when money is counted. */
  openedAt: z.nullable(z.number()),
  until: z.nullable(z.number()),
  betfair: z.object({
    total: safeInt(),
    list: z.array(betfairOutcomeSchema),
    /**
     * The money matched on each outcome (the list's order) over time, oldest first, at most
     * BETFAIR_TRAIL_POINTS points; the last is the list's volumes. Empty before trading opens.
     */
    trail: z
      .array(z.object({ t: z.number(), volumes: z.array(safeInt()) }))
      .check(z.maxLength(BETFAIR_TRAIL_POINTS)),
  }),
  /** Null when no book prices the market. */
  asia: z.nullable(lineMarketSchema),
  bigsmall: z.nullable(lineMarketSchema),
});
export type BetPercent = z.infer<typeof betPercentSchema>;

export const betfairListItemSchema = z.object({
  match: specialMatchSchema,
  total: safeInt(),
  volumes: z.array(safeInt()),
  /** Percent with two decimals. */
  shares: perOutcome,
});
export type BetfairListItem = z.infer<typeof betfairListItemSchema>;

/** getBetfairMatchList. */
export const betfairMatchListSchema = z.object({
  ...pageFields,
  list: z.array(betfairListItemSchema),
});
export type BetfairMatchList = z.infer<typeof betfairMatchListSchema>;

// ── Same odds (同赔) ───────────────────────────────────────────────────────────────────────────

/**
 * `type` of the same-odds calls: 1 every opening value equal; 2 the main value only (the home odds
 * of the 1X2, the line of a line market).
 */
export const SAME_ODDS_TYPES = { exact: 1, main: 2 } as const;

/** How a past match ended on the 1X2. */
export const EUROPE_RESULTS = ['home', 'draw', 'away'] as const;
/** How a past match ended on a line, from the home (handicap) or the over (totals) side. */
export const LINE_RESULTS = ['win', 'halfWin', 'push', 'halfLose', 'lose'] as const;

const sameOddsFields = {
  match: specialMatchSchema,
  providerId: int32(),
  /** Null when there is no such book. */
  providerName: z.nullable(z.string()),
  type: int32(),
  leagueType: int32(),
};

/** A past match: its opening odds of the book, its score. */
const pastMatchFields = { match: specialMatchSchema, odds: perOutcome };

/** getEuropeSameOddsDetail: `odds` is null when the book does not price this match. */
export const europeSameOddsSchema = z.object({
  ...sameOddsFields,
  oddsType: z.literal('europe'),
  odds: z.nullable(perOutcome),
  list: z.array(z.object({ ...pastMatchFields, result: z.enum(EUROPE_RESULTS) })),
  tally: z.object({ home: int32(), draw: int32(), away: int32() }),
});
export type EuropeSameOdds = z.infer<typeof europeSameOddsSchema>;

function lineSameOddsSchema<T extends 'asia' | 'bigsmall'>(type: T) {
  return z.object({
    ...sameOddsFields,
    oddsType: z.literal(type),
    /** [home or over water, line, away or under water]; null when the book does not price it. */
    odds: z.nullable(perOutcome),
    lineName: z.nullable(z.string()),
    list: z.array(
      z.object({ ...pastMatchFields, lineName: z.string(), result: z.enum(LINE_RESULTS) }),
    ),
    tally: z.object({
      win: int32(),
      halfWin: int32(),
      push: int32(),
      halfLose: int32(),
      lose: int32(),
    }),
  });
}

/** getAsiaSameOddsDetail: results from the home side. */
export const asiaSameOddsSchema = lineSameOddsSchema('asia');
/** getBigSmallSameOddsDetail: results from the over side. */
export const bigSmallSameOddsSchema = lineSameOddsSchema('bigsmall');
export type LineSameOdds = z.infer<typeof asiaSameOddsSchema>;

export const sameOddsListItemSchema = z.object({
  match: specialMatchSchema,
  /** Past finished matches sharing the crown's opening odds exactly, by odds type. */
  europe: int32(),
  asia: int32(),
  bigsmall: int32(),
});
export type SameOddsListItem = z.infer<typeof sameOddsListItemSchema>;

/** getSameOddsMatchList. */
export const sameOddsMatchListSchema = z.object({
  ...pageFields,
  list: z.array(sameOddsListItemSchema),
});
export type SameOddsMatchList = z.infer<typeof sameOddsMatchListSchema>;

// ── Which models have data (聚合信息) ───────────────────────────────────────────────────────────

/** getMatchJuheInfoByIdList, getBkMatchJuheInfoByIdList: unknown ids are left out. */
export const juheInfoSchema = z.object({
  list: z.array(
    z.object({
      matchId: int32(),
      /** The SPECIAL_DATA_MODELS with data for the match, ascending. */
      models: z.array(int32()),
    }),
  ),
});
export type JuheInfo = z.infer<typeof juheInfoSchema>;
