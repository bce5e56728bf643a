import { z } from 'zod/mini';
import { defineGatewayCall } from '../gateway';
import { idInput } from '../inputs';
import { flagArg, idOrZeroArg, intArg, pageNoArg, pageSizeArg } from './args';
import {
  ODDS_TYPE_CODES,
  ODDS_TYPES,
  asiaOddsDetailSchema,
  asiaOddsListSchema,
  bigSmallOddsDetailSchema,
  bigSmallOddsListSchema,
  europeOddsDetailSchema,
  europeOddsListSchema,
  oddsProviderListSchema,
  type OddsKind,
} from './odds';

/** The odds apiNames of the sport-data gateway (calls-errors-spec §7.1, docs/api.md "Odds"). */

/** Odds page size by default (calls-errors-spec §9); basketball's change details default to 100. */
export const ODDS_PAGE_SIZE = 10;
export const BK_ODDS_PAGE_SIZE = 100;

const oddsListArgs = z.object({
  matchId: idInput,
  /** 1: the main providers first (PRIMARY_PROVIDER_IDS); 0: by provider id. */
  isPrimary: z._default(flagArg, false),
  pageNo: pageNoArg,
  pageSize: pageSizeArg(ODDS_PAGE_SIZE),
});

/** A page of every provider's europe odds of a match, with opening and current values. */
export const getOneMatchEuropeOdds = defineGatewayCall(
  'getOneMatchEuropeOdds',
  oddsListArgs,
  europeOddsListSchema,
);
/** The same for the Asian handicap (basketball: the point spread). */
export const getOneMatchAsiaPrimaryOdds = defineGatewayCall(
  'getOneMatchAsiaPrimaryOdds',
  oddsListArgs,
  asiaOddsListSchema,
);
/** The same for over/under. */
export const getOneMatchBigSmallOdds = defineGatewayCall(
  'getOneMatchBigSmallOdds',
  oddsListArgs,
  bigSmallOddsListSchema,
);

/** oddsType by name (europe, asia, bigsmall) or by code (1 asia, 2 europe, 3 bigsmall). */
export const oddsTypeArg = z.pipe(
  z.union([z.enum(ODDS_TYPES), intArg]),
  z.pipe(
    z.transform((v: OddsKind | number): OddsKind | null =>
      typeof v === 'number' ? (ODDS_TYPE_CODES[v as 1 | 2 | 3] ?? null) : v,
    ),
    z.enum(ODDS_TYPES),
  ),
);

/** The providers pricing a match in one odds type, main providers first: the history page's tabs. */
export const getOddsProviderByMatch = defineGatewayCall(
  'getOddsProviderByMatch',
  z.object({ matchId: idInput, oddsType: oddsTypeArg }),
  oddsProviderListSchema,
);

const oddsDetailArgs = z.object({
  matchId: idInput,
  oddsId: idInput,
  pageNo: pageNoArg,
  pageSize: pageSizeArg(ODDS_PAGE_SIZE),
});

/** One provider's europe change history by oddsId, newest first. */
export const getOneEuropeOddsDetail = defineGatewayCall(
  'getOneEuropeOddsDetail',
  oddsDetailArgs,
  europeOddsDetailSchema,
);
/** One provider's Asian handicap change history by oddsId, newest first. */
export const getOneAsiaDetailOdds = defineGatewayCall(
  'getOneAsiaDetailOdds',
  oddsDetailArgs,
  asiaOddsDetailSchema,
);
/** One provider's over/under change history by oddsId, newest first. */
export const getOneBigSmallDetailOdds = defineGatewayCall(
  'getOneBigSmallDetailOdds',
  oddsDetailArgs,
  bigSmallOddsDetailSchema,
);

/**
 * The basketball change details: one provider's odds by oddsId or by providerId (0 is the crown);
 * with neither, the first main provider that prices the match.
 */
const bkOddsDetailArgs = z.object({
  matchId: idInput,
  oddsId: z.optional(idInput),
  providerId: z.optional(idOrZeroArg),
  pageNo: pageNoArg,
  pageSize: pageSizeArg(BK_ODDS_PAGE_SIZE),
});

/** Basketball point-spread change history. */
export const getBkLetMatchOddsChangeDetail = defineGatewayCall(
  'getBkLetMatchOddsChangeDetail',
  bkOddsDetailArgs,
  asiaOddsDetailSchema,
);
/** Basketball total-points change history. */
export const getBkMatchBigsmallOddsChangeDetail = defineGatewayCall(
  'getBkMatchBigsmallOddsChangeDetail',
  bkOddsDetailArgs,
  bigSmallOddsDetailSchema,
);
/** Basketball money-line (europe) change history. */
export const getBkMatchEuropeOddsChangeDetail = defineGatewayCall(
  'getBkMatchEuropeOddsChangeDetail',
  bkOddsDetailArgs,
  europeOddsDetailSchema,
);
