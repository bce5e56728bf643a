import type { OddsKind, OddsProviderList } from '../../../contracts/sportdata/odds';
import { defineApi } from '../../platform/gateway/api';
import { oddsListArgs, oddsProviderArgs } from './args';
import { findMatch, oddsOfMatch } from './queries';
import { oddsItemOf, providerOf } from './view';

/** A page of every provider's odds of one type for a match, with opening and current values. */
function oddsListApi(type: OddsKind) {
  return defineApi(oddsListArgs, async ({ matchId, isPrimary, pageNo, pageSize }, { db }) => {
    const match = await findMatch(db, matchId);
    const rows = await oddsOfMatch(db, matchId, type, isPrimary);
    const page = rows.slice((pageNo - 1) * pageSize, pageNo * pageSize);
    return {
      matchId,
      sport: match.sport,
      oddsType: type,
      pageNo,
      pageSize,
      total: rows.length,
      list: page.map((row) => oddsItemOf(row, match.sport)),
    };
  });
}

export const getOneMatchEuropeOdds = oddsListApi('europe');
export const getOneMatchAsiaPrimaryOdds = oddsListApi('asia');
export const getOneMatchBigSmallOdds = oddsListApi('bigsmall');

/** The providers pricing a match in one odds type, main providers first: the detail page's tabs. */
export const getOddsProviderByMatch = defineApi(
  oddsProviderArgs,
  async ({ matchId, oddsType }, { db }): Promise<OddsProviderList> => {
    await findMatch(db, matchId);
    const rows = await oddsOfMatch(db, matchId, oddsType, true);
    return { matchId, oddsType, list: rows.map(providerOf) };
  },
);
