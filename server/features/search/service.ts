import type { SearchAnswer, SearchKind, SearchScope } from '../../../contracts/search';
import type { Database } from '../../db/database';
import { containsPattern } from '../../platform/likePattern';
import { searchExperts } from './experts';
import { searchLeagues } from './leagues';
import { searchMatches } from './matches';
import { emptySection, hitPage, section } from './page';
import { searchPlans } from './plans';

/**
 * One home search (docs/decisions/home-search.md): each kind asked only when the scope includes
 * it, all at once. The posts of the social circles join here as one more kind when
 * server/features/social exports a search of its posts (issue 37 §1; not in the schema yet).
 */
export async function homeSearch(
  db: Database,
  input: { words: string; scope: SearchScope; pageNo: number },
  now: number,
): Promise<SearchAnswer> {
  const { words, scope, pageNo } = input;
  const pattern = containsPattern(words);
  const page = hitPage(scope, pageNo);
  const asks = (kind: SearchKind) => scope === 'all' || scope === kind;
  const [matches, experts, plans, leagues] = await Promise.all([
    asks('match') ? searchMatches(db, pattern, now, page) : null,
    asks('expert') ? searchExperts(db, pattern, page) : null,
    asks('plan') ? searchPlans(db, pattern, now, page) : null,
    asks('league') ? searchLeagues(db, pattern, page) : null,
  ]);
  return {
    words,
    scope,
    pageNo: scope === 'all' ? 1 : pageNo,
    matches: matches ? section(matches, page) : emptySection(),
    experts: experts ? section(experts, page) : emptySection(),
    plans: plans ? section(plans, page) : emptySection(),
    leagues: leagues ? section(leagues, page) : emptySection(),
  };
}
