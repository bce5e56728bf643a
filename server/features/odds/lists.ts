import type { ParsedGatewayArgsOf } from '../../../contracts/gateway';
import type { OddsKind } from '../../../contracts/sportdata/odds';
import * as oddsCalls from '../../../contracts/sportdata/oddsCalls';
import type { Database } from '../../db/database';
import { defineApi } from '../../platform/gateway/api';
import { findMatch, oddsOfMatch } from './queries';
import { oddsItemOf, providerOf } from './view';

type ListArgs = ParsedGatewayArgsOf<typeof oddsCalls.getOneMatchEuropeOdds>;

/** A page of every provider's odds of one type for a match, with opening and current values. */
async function oddsList<K extends OddsKind>(db: Database, type: K, args: ListArgs) {
  const { matchId, isPrimary, pageNo, pageSize } = args;
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
    list: page.map((row) => oddsItemOf(type, row, match.sport)),
  };
}

export const getOneMatchEuropeOdds = defineApi(oddsCalls.getOneMatchEuropeOdds, (args, { db }) =>
  oddsList(db, 'europe', args),
);
export const getOneMatchAsiaPrimaryOdds = defineApi(
  oddsCalls.getOneMatchAsiaPrimaryOdds,
  (args, { db }) => oddsList(db, 'asia', args),
);
export const getOneMatchBigSmallOdds = defineApi(
  oddsCalls.getOneMatchBigSmallOdds,
  (args, { db }) => oddsList(db, 'bigsmall', args),
);

/** The providers pricing a match in one odds type, main providers first: the detail page's tabs. */
export const getOddsProviderByMatch = defineApi(
  oddsCalls.getOddsProviderByMatch,
  async ({ matchId, oddsType }, { db }) => {
    await findMatch(db, matchId);
    const rows = await oddsOfMatch(db, matchId, oddsType, true);
    return { matchId, oddsType, list: rows.map(providerOf) };
  },
);
