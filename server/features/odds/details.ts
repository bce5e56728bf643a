import type { OddsKind } from '../../../contracts/sportdata/odds';
import { defineApi } from '../../platform/gateway/api';
import { bkOddsDetailArgs, oddsDetailArgs } from './args';
import { changesPage, findMatch, findOdds, findProviderOdds, type OddsRow } from './queries';
import { changesOf, providerOf, valuesOf } from './view';
import type { Database } from '../../db/database';

async function detailOf(
  db: Database,
  sport: number,
  row: OddsRow,
  pageNo: number,
  pageSize: number,
) {
  const { total, rows } = await changesPage(db, row.oddsId, pageNo, pageSize);
  return {
    ...providerOf(row),
    sport,
    oddsType: row.type,
    first: valuesOf(row.type, sport, row.opening),
    live: valuesOf(row.type, sport, row.current),
    pageNo,
    pageSize,
    total,
    list: changesOf(row.type, sport, rows, pageSize),
  };
}

/** One provider's change history by oddsId, newest first. */
function oddsDetailApi(type: OddsKind) {
  return defineApi(oddsDetailArgs, async ({ matchId, oddsId, pageNo, pageSize }, { db }) => {
    const match = await findMatch(db, matchId);
    const row = await findOdds(db, matchId, type, oddsId);
    return detailOf(db, match.sport, row, pageNo, pageSize);
  });
}

export const getOneEuropeOddsDetail = oddsDetailApi('europe');
export const getOneAsiaDetailOdds = oddsDetailApi('asia');
export const getOneBigSmallDetailOdds = oddsDetailApi('bigsmall');

/** The basketball change details: by oddsId, by providerId, or the first main provider's. */
function bkOddsDetailApi(type: OddsKind) {
  return defineApi(
    bkOddsDetailArgs,
    async ({ matchId, oddsId, providerId, pageNo, pageSize }, { db }) => {
      const match = await findMatch(db, matchId);
      const row =
        oddsId !== undefined
          ? await findOdds(db, matchId, type, oddsId)
          : await findProviderOdds(db, matchId, type, providerId);
      return detailOf(db, match.sport, row, pageNo, pageSize);
    },
  );
}

export const getBkLetMatchOddsChangeDetail = bkOddsDetailApi('asia');
export const getBkMatchBigsmallOddsChangeDetail = bkOddsDetailApi('bigsmall');
export const getBkMatchEuropeOddsChangeDetail = bkOddsDetailApi('europe');
