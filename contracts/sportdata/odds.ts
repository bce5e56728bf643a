import { z } from 'zod/mini';
import { int32 } from '../integers';

/**
 * Responses of the odds calls of the sport-data gateway (calls-errors-spec §7.1, docs/api.md "Odds").
 * Odds are decimals with two places: europe odds are decimal prices (2.15), asia and bigsmall waters
 * are Hong Kong prices (0.92 wins 0.92 per 1 staked). Lines are read from the home side: -0.5 means
 * the home team gives half a goal. Times are ms since the epoch.
 */

export const ODDS_TYPES = ['europe', 'asia', 'bigsmall'] as const;
export type OddsKind = (typeof ODDS_TYPES)[number];

/** oddsType as a number, as the per-tab settings keep it: 1 asia, 2 europe, 3 bigsmall. */
export const ODDS_TYPE_CODES = { 1: 'asia', 2: 'europe', 3: 'bigsmall' } as const;

/** The crown provider, the default company of every tab (product-spec §9). */
export const CROWN_PROVIDER_ID = 0;
/** Official jingcai (football game tabs 401, 405, 407). */
export const JINGCAI_PROVIDER_ID = 6;
/** Official basketball lottery (game tab 406). */
export const BASKETBALL_LOTTERY_PROVIDER_ID = 5;
/** Main providers, in the order a primary list shows them; the others follow by id. */
export const PRIMARY_PROVIDER_IDS = [0, 6, 5, 1, 2] as const;

/** Europe (1X2) prices; basketball has no draw and sends draw 0. */
export const europeValuesSchema = z.object({
  home: z.number(),
  draw: z.number(),
  away: z.number(),
  /** Payout in percent, two decimals: 100 / Σ(1/odds). */
  returnRate: z.number(),
});
export type EuropeValues = z.infer<typeof europeValuesSchema>;

/** Asian handicap (football) or point spread (basketball). */
export const asiaValuesSchema = z.object({
  /** Home water. */
  home: z.number(),
  /** The line from the home side: negative gives, positive receives. */
  handicap: z.number(),
  /** Its Chinese label: 半球, 受让平/半, 主让5.5分 (contracts/sportdata/handicap.ts). */
  handicapName: z.string(),
  /** Away water. */
  away: z.number(),
});
export type AsiaValues = z.infer<typeof asiaValuesSchema>;

/** Over/under on total goals (football) or points (basketball). */
export const bigSmallValuesSchema = z.object({
  over: z.number(),
  line: z.number(),
  /** Its Chinese label: 2.5/3球, 215.5分. */
  lineName: z.string(),
  under: z.number(),
});
export type BigSmallValues = z.infer<typeof bigSmallValuesSchema>;

/** Direction of a value against the previous change: 1 up, -1 down, 0 unchanged or first. */
const trend = z.union([z.literal(1), z.literal(0), z.literal(-1)]);
export type Trend = z.infer<typeof trend>;

const providerFields = {
  oddsId: int32(),
  matchId: int32(),
  providerId: int32(),
  providerName: z.string(),
  /** One of the main providers (PRIMARY_PROVIDER_IDS). */
  isPrimary: z.boolean(),
};

const pageFields = { pageNo: int32(), pageSize: int32(), total: int32() };

/** One provider's odds of a match: the opening (`first`) and the current (`live`) values. */
function providerOddsSchema<V extends z.ZodMiniType>(values: V) {
  return z.object({
    ...providerFields,
    first: values,
    live: values,
    /** When `live` last changed. */
    changeTime: z.number(),
  });
}

/** A page of the providers' odds for one match and type. */
function oddsListSchema<V extends z.ZodMiniType>(type: OddsKind, values: V) {
  return z.object({
    matchId: int32(),
    /** 1 football, 2 basketball. */
    sport: int32(),
    oddsType: z.literal(type),
    ...pageFields,
    list: z.array(providerOddsSchema(values)),
  });
}

export const europeOddsItemSchema = providerOddsSchema(europeValuesSchema);
export const asiaOddsItemSchema = providerOddsSchema(asiaValuesSchema);
export const bigSmallOddsItemSchema = providerOddsSchema(bigSmallValuesSchema);
export type EuropeOddsItem = z.infer<typeof europeOddsItemSchema>;
export type AsiaOddsItem = z.infer<typeof asiaOddsItemSchema>;
export type BigSmallOddsItem = z.infer<typeof bigSmallOddsItemSchema>;

/** getOneMatchEuropeOdds. */
export const europeOddsListSchema = oddsListSchema('europe', europeValuesSchema);
/** getOneMatchAsiaPrimaryOdds. */
export const asiaOddsListSchema = oddsListSchema('asia', asiaValuesSchema);
/** getOneMatchBigSmallOdds. */
export const bigSmallOddsListSchema = oddsListSchema('bigsmall', bigSmallValuesSchema);
export type EuropeOddsList = z.infer<typeof europeOddsListSchema>;
export type AsiaOddsList = z.infer<typeof asiaOddsListSchema>;
export type BigSmallOddsList = z.infer<typeof bigSmallOddsListSchema>;

/** getOddsProviderByMatch: the providers with odds of one type for a match, primary first. */
export const oddsProviderListSchema = z.object({
  matchId: int32(),
  oddsType: z.enum(ODDS_TYPES),
  list: z.array(z.object(providerFields)),
});
export type OddsProviderList = z.infer<typeof oddsProviderListSchema>;

/** One change of a provider's odds, with the match state when it happened. */
function changeSchema<V extends z.ZodMiniObject, T extends z.ZodMiniObject>(values: V, trends: T) {
  return z.extend(values, {
    /** Each value against the change before it. */
    trend: trends,
    /** 即 before kick-off; else the live minute and score: 67' 1-0, 中场 1-0, Q3 68-72. */
    matchState: z.string(),
    changeTime: z.number(),
  });
}

export const europeChangeSchema = changeSchema(
  europeValuesSchema,
  z.object({ home: trend, draw: trend, away: trend }),
);
export const asiaChangeSchema = changeSchema(
  asiaValuesSchema,
  z.object({ home: trend, handicap: trend, away: trend }),
);
export const bigSmallChangeSchema = changeSchema(
  bigSmallValuesSchema,
  z.object({ over: trend, line: trend, under: trend }),
);
export type EuropeChange = z.infer<typeof europeChangeSchema>;
export type AsiaChange = z.infer<typeof asiaChangeSchema>;
export type BigSmallChange = z.infer<typeof bigSmallChangeSchema>;

/** A page of one provider's change history, newest first. */
function oddsDetailSchema<V extends z.ZodMiniType, C extends z.ZodMiniType>(
  type: OddsKind,
  values: V,
  change: C,
) {
  return z.object({
    ...providerFields,
    sport: int32(),
    oddsType: z.literal(type),
    first: values,
    live: values,
    ...pageFields,
    list: z.array(change),
  });
}

/** getOneEuropeOddsDetail, getBkMatchEuropeOddsChangeDetail. */
export const europeOddsDetailSchema = oddsDetailSchema(
  'europe',
  europeValuesSchema,
  europeChangeSchema,
);
/** getOneAsiaDetailOdds, getBkLetMatchOddsChangeDetail. */
export const asiaOddsDetailSchema = oddsDetailSchema('asia', asiaValuesSchema, asiaChangeSchema);
/** getOneBigSmallDetailOdds, getBkMatchBigsmallOddsChangeDetail. */
export const bigSmallOddsDetailSchema = oddsDetailSchema(
  'bigsmall',
  bigSmallValuesSchema,
  bigSmallChangeSchema,
);
export type EuropeOddsDetail = z.infer<typeof europeOddsDetailSchema>;
export type AsiaOddsDetail = z.infer<typeof asiaOddsDetailSchema>;
export type BigSmallOddsDetail = z.infer<typeof bigSmallOddsDetailSchema>;
