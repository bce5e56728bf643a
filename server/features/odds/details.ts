import type { ParsedGatewayArgsOf } from '../../../contracts/gateway';
import type { OddsKind } from '../../../contracts/sportdata/odds';
import * as oddsCalls from '../../../contracts/sportdata/oddsCalls';
import type { Database } from '../../db/database';
import { defineApi } from '../../platform/gateway/api';
import { changesPage, findMatch, findOdds, findProviderOdds, type OddsRow } from './queries';
import { changesOf, providerOf, valuesOf } from './view';

/** A page of one provider's change history (`row`, of type `type`), newest first. */
async function detailOf<K extends OddsKind>(
  db: Database,
  type: K,
  sport: number,
  row: OddsRow,
  pageNo: number,
  pageSize: number,
) {
  const { total, rows } = await changesPage(db, row.oddsId, pageNo, pageSize);
  return {
    ...providerOf(row),
    sport,
    oddsType: type,
    first: valuesOf(type, sport, row.opening),
    live: valuesOf(type, sport, row.current),
    pageNo,
    pageSize,
    total,
    list: changesOf(type, sport, rows, pageSize),
  };
}

type DetailArgs = ParsedGatewayArgsOf<typeof oddsCalls.getOneEuropeOddsDetail>;

/** One provider's change history by oddsId (the football detail calls). */
async function oddsDetail<K extends OddsKind>(db: Database, type: K, args: DetailArgs) {
  const match = await findMatch(db, args.matchId);
  const row = await findOdds(db, args.matchId, type, args.oddsId);
  return detailOf(db, type, match.sport, row, args.pageNo, args.pageSize);
}

export const getOneEuropeOddsDetail = defineApi(oddsCalls.getOneEuropeOddsDetail, (args, { db }) =>
  oddsDetail(db, 'europe', args),
);
export const getOneAsiaDetailOdds = defineApi(oddsCalls.getOneAsiaDetailOdds, (args, { db }) =>
  oddsDetail(db, 'asia', args),
);
export const getOneBigSmallDetailOdds = defineApi(
  oddsCalls.getOneBigSmallDetailOdds,
  (args, { db }) => oddsDetail(db, 'bigsmall', args),
);

type BkDetailArgs = ParsedGatewayArgsOf<typeof oddsCalls.getBkMatchEuropeOddsChangeDetail>;

/** The basketball change details: by oddsId, by providerId, or the first main provider's. */
async function bkOddsDetail<K extends OddsKind>(db: Database, type: K, args: BkDetailArgs) {
  const match = await findMatch(db, args.matchId);
  const row =
    args.oddsId !== undefined
      ? await findOdds(db, args.matchId, type, args.oddsId)
      : await findProviderOdds(db, args.matchId, type, args.providerId);
  return detailOf(db, type, match.sport, row, args.pageNo, args.pageSize);
}

export const getBkLetMatchOddsChangeDetail = defineApi(
  oddsCalls.getBkLetMatchOddsChangeDetail,
  (args, { db }) => bkOddsDetail(db, 'asia', args),
);
export const getBkMatchBigsmallOddsChangeDetail = defineApi(
  oddsCalls.getBkMatchBigsmallOddsChangeDetail,
  (args, { db }) => bkOddsDetail(db, 'bigsmall', args),
);
export const getBkMatchEuropeOddsChangeDetail = defineApi(
  oddsCalls.getBkMatchEuropeOddsChangeDetail,
  (args, { db }) => bkOddsDetail(db, 'europe', args),
);
