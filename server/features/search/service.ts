import type { SearchAnswer, SearchKind, SearchScope } from '../../../contracts/search';
import type { Database } from '../../db/database';
import { containsPattern } from '../../platform/likePattern';
import { searchExperts } from './experts';
import { searchLeagues } from './leagues';
import { searchMatches } from './matches';
import { emptySection, hitPage, section } from './page';
import { searchPlans } from './plans';
import { searchPosts } from './posts';

/**
 * One home search (docs/decisions/home-search.md): each kind asked only when the scope includes
 * it, all at once. Posts are the ones the searcher may see (the social feature's rule), so the
 * answer depends on who asks.
 */
export async function homeSearch(
  db: Database,
  input: { words: string; scope: SearchScope; pageNo: number; viewerId: number | null },
  now: number,
): Promise<SearchAnswer> {
  const { words, scope, pageNo, viewerId } = input;
  const pattern = containsPattern(words);
  const page = hitPage(scope, pageNo);
  const asks = (kind: SearchKind) => scope === 'all' || scope === kind;
  const [matches, experts, plans, posts, leagues] = await Promise.all([
    asks('match') ? searchMatches(db, pattern, now, page) : null,
    asks('expert') ? searchExperts(db, pattern, page) : null,
    asks('plan') ? searchPlans(db, pattern, now, page) : null,
    asks('post') ? searchPosts(db, { pattern, words, viewerId }, now, page) : null,
    asks('league') ? searchLeagues(db, pattern, page) : null,
  ]);
  return {
    words,
    scope,
    pageNo: scope === 'all' ? 1 : pageNo,
    matches: matches ? section(matches, page) : emptySection(),
    experts: experts ? section(experts, page) : emptySection(),
    plans: plans ? section(plans, page) : emptySection(),
    posts: posts ? section(posts, page) : emptySection(),
    leagues: leagues ? section(leagues, page) : emptySection(),
  };
}
