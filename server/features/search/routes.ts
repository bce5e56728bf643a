import { homeHotSearch, homeSearch as homeSearchEndpoint } from '../../../contracts/search';
import type { Database } from '../../db/database';
import { done } from '../../platform/refusals';
import type { Router } from '../../platform/route';
import { hotSearchWords } from './hotWords';
import { homeSearch } from './service';

/** The home search's calls (anyone may ask): a word's hits and the hot words. */
export function searchRoutes(route: Router, deps: { db: Database }): void {
  const { db } = deps;
  route(homeSearchEndpoint, async (input, ctx) => {
    // Anyone may search; a fan's blacklist hides the posts of the members on it.
    const viewerId = (await ctx.viewer())?.userId ?? null;
    return done(await homeSearch(db, { ...input, viewerId }, ctx.now));
  });
  route(homeHotSearch, async (_input, { now }) => done({ list: await hotSearchWords(db, now) }));
}
