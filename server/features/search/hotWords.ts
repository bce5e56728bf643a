import { and, asc, desc, eq, gte, lt, or, sql } from 'drizzle-orm';
import type { HotSearchWord } from '../../../contracts/search';
import type { Database } from '../../db/database';
import { experts, leagues, matches, matchFollows, teams } from '../../db/schema';
import { DAY_MS } from '../../../domain/time';

/**
 * 热门搜索 (docs/decisions/home-search.md "Hot words"): what fans follow now, never a list written
 * in. The clubs of the most followed matches from now to a week ahead (a follow weighs 5, a match
 * the world marks hot 3 — the data library's heat), the leagues those follows fall in, and the
 * experts with the most followers; each word once, clubs first.
 */
const HOT_TEAMS = 5;
const HOT_LEAGUES = 2;
const HOT_EXPERTS = 3;
/** The matches whose follows count: those a fan can still watch. */
const AHEAD_MS = 7 * DAY_MS;
/** A match in play began up to this long ago (the longest football match with extra time). */
const IN_PLAY_MS = 3 * 60 * 60 * 1000;

export async function hotSearchWords(db: Database, now: number): Promise<HotSearchWord[]> {
  const ahead = and(
    gte(matches.matchTime, new Date(now - IN_PLAY_MS)),
    lt(matches.matchTime, new Date(now + AHEAD_MS)),
  );
  const heat = sql`count(${matchFollows.userId}) * 5 + count(distinct ${matches.id}) filter (where ${matches.isHot}) * 3`;
  const [clubs, competitions, famous] = await Promise.all([
    db
      .select({ word: teams.name })
      .from(matches)
      .innerJoin(teams, or(eq(teams.id, matches.homeTeamId), eq(teams.id, matches.awayTeamId)))
      .leftJoin(matchFollows, eq(matchFollows.matchId, matches.id))
      .where(ahead)
      .groupBy(teams.id, teams.name)
      .orderBy(desc(heat), asc(teams.id))
      .limit(HOT_TEAMS),
    db
      .select({ word: leagues.shortName })
      .from(matches)
      .innerJoin(leagues, eq(leagues.id, matches.leagueId))
      .leftJoin(matchFollows, eq(matchFollows.matchId, matches.id))
      .where(ahead)
      .groupBy(leagues.id, leagues.shortName)
      .orderBy(desc(heat), asc(leagues.id))
      .limit(HOT_LEAGUES),
    db
      .select({ word: experts.nickname })
      .from(experts)
      .orderBy(desc(experts.followers), asc(experts.id))
      .limit(HOT_EXPERTS),
  ]);
  const seen = new Set<string>();
  const words: HotSearchWord[] = [];
  const add = (list: { word: string }[], kind: HotSearchWord['kind']) => {
    for (const { word } of list) {
      if (seen.has(word)) continue;
      seen.add(word);
      words.push({ word, kind });
    }
  };
  add(clubs, 'team');
  add(competitions, 'league');
  add(famous, 'expert');
  return words;
}
