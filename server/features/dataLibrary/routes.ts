import { leagueHotSearch, leagueSearch } from '../../../contracts/dataSearch';
import type { Database } from '../../db/database';
import { done } from '../../platform/refusals';
import type { Router } from '../../platform/route';
import { hotWords, searchData } from './search';

/** The data library's REST calls: its search and the hot words (anyone may ask). */
export function dataLibraryRoutes(route: Router, deps: { db: Database }): void {
  const { db } = deps;
  route(leagueHotSearch, async ({ ballType }, ctx) =>
    done({ list: await hotWords(db, ballType, ctx.now) }),
  );
  route(leagueSearch, async ({ ballType, keyword }) =>
    done(await searchData(db, ballType, keyword)),
  );
}
