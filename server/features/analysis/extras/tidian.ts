import type { MatchTidianList } from '../../../../contracts/sportdata/matchExtras';
import * as matchExtrasCalls from '../../../../contracts/sportdata/matchExtrasCalls';
import { SPORT, type SportId } from '../../../../domain/sport';
import type { Database } from '../../../db/database';
import { defineApi } from '../../../platform/gateway/api';
import { loadMatchContext, type MatchContext } from './context';
import { openingTotalLine } from './queries';
import { tidianOf } from './tidianRules';

/** A match's tips with the line they were read against. */
export async function tidianListOf(db: Database, ctx: MatchContext): Promise<MatchTidianList> {
  const line = await openingTotalLine(db, ctx.match.matchId);
  return { matchId: ctx.match.matchId, sport: ctx.match.sport, line, list: tidianOf(ctx, line) };
}

async function tidianOfSport(db: Database, matchId: number, sport: SportId) {
  return tidianListOf(db, await loadMatchContext(db, matchId, sport));
}

/** getMatchTidianList: the data tips of a football match; a basketball id is unknown here. */
export const getMatchTidianList = defineApi(matchExtrasCalls.getMatchTidianList, (args, { db }) =>
  tidianOfSport(db, args.matchId, SPORT.football),
);

/** getBkMatchTidianList: the data tips of a basketball match; a football id is unknown here. */
export const getBkMatchTidianList = defineApi(
  matchExtrasCalls.getBkMatchTidianList,
  (args, { db }) => tidianOfSport(db, args.matchId, SPORT.basketball),
);
