import { z } from 'zod/mini';
import { flagArg, idArg, intArg, pageNoArg, pageSizeArg } from '../../../contracts/sportdata/args';
import { ODDS_TYPE_CODES, ODDS_TYPES, type OddsKind } from '../../../contracts/sportdata/odds';

/** Odds page size by default (calls-errors-spec §9); basketball odds lists default to 100. */
export const ODDS_PAGE_SIZE = 10;
export const BK_ODDS_PAGE_SIZE = 100;

/** getOneMatchEuropeOdds, getOneMatchAsiaPrimaryOdds, getOneMatchBigSmallOdds. */
export const oddsListArgs = z.object({
  matchId: idArg,
  /** 1: the main providers first (PRIMARY_PROVIDER_IDS); 0: by provider id. */
  isPrimary: z._default(flagArg, false),
  pageNo: pageNoArg,
  pageSize: pageSizeArg(ODDS_PAGE_SIZE),
});

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

/** getOddsProviderByMatch. */
export const oddsProviderArgs = z.object({ matchId: idArg, oddsType: oddsTypeArg });

/** getOneEuropeOddsDetail, getOneAsiaDetailOdds, getOneBigSmallDetailOdds. */
export const oddsDetailArgs = z.object({
  matchId: idArg,
  oddsId: idArg,
  pageNo: pageNoArg,
  pageSize: pageSizeArg(ODDS_PAGE_SIZE),
});

/**
 * The basketball change details: one provider's odds by oddsId or by providerId (0 is the crown);
 * with neither, the first main provider that prices the match.
 */
export const bkOddsDetailArgs = z.object({
  matchId: idArg,
  oddsId: z.optional(idArg),
  providerId: z.optional(intArg),
  pageNo: pageNoArg,
  pageSize: pageSizeArg(BK_ODDS_PAGE_SIZE),
});
