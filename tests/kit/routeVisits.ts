import { ROUTES, type RouteDef } from '@app/routes';
import { sliceOption } from '@features/experts/records/rules';
import { hrefFor, type RouteName } from '@shared/routes';
import { fetchGateway } from './gateway';

/**
 * An address for every built route of the registry (src/app/routes), its path and query filled from a
 * running server's seeded world: a live football and basketball match, a bookmaker of that match, an
 * expert with articles and replays, a plan, an interpretation, a circle and a post, a league, a club, a
 * player. For the browser tests that walk every screen (tests/e2e/accessibility.test.ts). A value the
 * world does not hold (no replay has a comment yet) falls back to an id the page answers with its
 * not-found or empty state, which is a screen to check as well.
 */
export interface RouteVisit {
  name: RouteName;
  /** The hash path, e.g. `/plan/1667`. */
  path: string;
  /** The route's guard asks for a logged-in fan (demo_fan). */
  needsLogin: boolean;
}

/** The world's ids a route's parameters take. */
export interface WorldIds {
  footballMatchId: number;
  basketballMatchId: number;
  oddsId: number;
  providerId: number;
  expertId: number;
  articleId: number;
  replayId: number;
  commentId: number;
  planId: number;
  interpretationId: number;
  circleId: number;
  postId: number;
  topicId: number;
  footballLeagueId: number;
  basketballLeagueId: number;
  teamId: number;
  basketballTeamId: number;
  playerId: number;
}

/** The first that is a number, else the fallback (the page then shows its not-found state). */
const firstId = (fallback: number, ...ids: Array<number | undefined>) =>
  ids.find((id): id is number => typeof id === 'number') ?? fallback;

async function api<T>(baseUrl: string, path: string): Promise<T | undefined> {
  const res = await fetch(`${baseUrl}${path}`);
  const body = (await res.json()) as { data?: T };
  return body.data;
}

interface MatchPage {
  list: Array<{ matchId: number; leagueId: number }>;
}
interface FeedPage {
  list: Array<{ id: number; kind: number; author: { expertId: number | null } }>;
}

/** Ids of the seeded world a running server answers with (the same calls the app makes). */
export async function worldIds(baseUrl: string): Promise<WorldIds> {
  const gw = <T>(apiName: string, args: Record<string, unknown>) =>
    fetchGateway<T>(baseUrl, apiName, args);
  const [football, basketball, circles, feed, plans, topics, table, scorers, bkTable] =
    await Promise.all([
      gw<MatchPage>('getMatchListByDate', { matchStatus: 1, pageSize: 20 }),
      gw<MatchPage>('getMatchListByDate', { matchStatus: 1, sportType: 2, pageSize: 20 }),
      api<{ list: Array<{ id: number; postCount: number }> }>(baseUrl, '/api/sns/circles'),
      // 足球圈: posts, articles and topics side by side.
      api<FeedPage>(baseUrl, '/api/sns/feed/2/1'),
      api<{ list: Array<{ id: number }> }>(baseUrl, '/api/plan/list/1/all/1'),
      api<{ list: Array<{ msgId: number }> }>(baseUrl, '/api/sns/hotTopics'),
      gw<{ list: Array<{ team: { teamId: number } }> }>('queryLeagueFootballTeamScore', {
        leagueId: 36,
      }),
      gw<{ list: Array<{ player: { playerId: number } }> }>('getLeaguePlayerRankList', {
        leagueId: 36,
        type: 1,
      }),
      gw<{ list: Array<{ team: { teamId: number } }> }>('getBkTeamSeasonScoreRanking', {
        leagueId: 1,
      }),
    ]);
  const footballMatchId = firstId(1, football.list[0]?.matchId);
  const basketballMatchId = firstId(1, basketball.list[0]?.matchId);
  const providers = await gw<{ list: Array<{ oddsId: number; providerId: number }> }>(
    'getOddsProviderByMatch',
    { matchId: footballMatchId, oddsType: 1 },
  );
  const article = feed?.list.find((item) => item.kind === 6);
  const expertId = firstId(1, article?.author.expertId ?? undefined);
  const replays = await api<{ list: Array<{ id: number }> }>(
    baseUrl,
    `/api/expert/replay/list/${expertId}/1`,
  );
  const replayId = firstId(1, replays?.list[0]?.id);
  const comments = await api<{ list: Array<{ id: number }> }>(
    baseUrl,
    `/api/expert/replay/comment/${replayId}/1`,
  );
  return {
    footballMatchId,
    basketballMatchId,
    oddsId: firstId(1, providers.list[0]?.oddsId),
    providerId: firstId(0, providers.list[0]?.providerId),
    expertId,
    articleId: firstId(1, article?.id),
    replayId,
    commentId: firstId(1, comments?.list[0]?.id),
    planId: firstId(1, plans?.list[0]?.id),
    interpretationId: await interpretationId(baseUrl, football.list),
    circleId: firstId(1, circles?.list.find((c) => c.postCount > 0)?.id),
    postId: firstId(1, feed?.list.find((item) => item.kind === 1)?.id),
    topicId: firstId(1, topics?.list[0]?.msgId),
    footballLeagueId: 36,
    basketballLeagueId: 1,
    teamId: firstId(1, table.list[0]?.team.teamId),
    basketballTeamId: firstId(1, bkTable.list[0]?.team.teamId),
    playerId: firstId(1, scorers.list[0]?.player.playerId),
  };
}

/** An interpretation of one of the matches in play (the match centre lists them beside plans). */
async function interpretationId(baseUrl: string, matches: MatchPage['list']): Promise<number> {
  for (const match of matches.slice(0, 10)) {
    const found = await api<{ list: Array<{ kind: string; id: number }> }>(
      baseUrl,
      `/api/matchcenter/queryPlanAndJdByMatchId?matchId=${match.matchId}&matchType=1`,
    );
    const reading = found?.list.find((tip) => tip.kind !== 'plan');
    if (reading) return reading.id;
  }
  return 1;
}

type Params = Record<string, string | number>;

/** The path parameters of each route that takes some, from the world's ids. */
function pathParams(route: RouteDef, ids: WorldIds): Params {
  const byRoute: Partial<Record<RouteName, Params>> = {
    'publish/zqtj': { code: 'new' },
    leagueRecord: { expertId: ids.expertId, gameType: 0 },
    leagueRecordDetail: {
      option: sliceOption({
        expertId: ids.expertId,
        leagueId: ids.footballLeagueId,
        gameId: 0,
        dateIndex: 0,
      }),
    },
    'expert/lab': { qiuFlag: 1, type: 2 },
    'expert/tab': { tab: 'famous', type: 2, qiuFlag: 1 },
    'data/bk/league': { leagueId: ids.basketballLeagueId },
    'data/league-data': { leagueId: ids.footballLeagueId },
    'data/bk/league/team': { tab: 'info' },
    'wind-mark-lis/vip-exclusive-data': { matchId: ids.footballMatchId },
    'wind-mark-lis/probability-change': { windMarkId: ids.oddsId },
    'bk-kelly/detail': { matchId: ids.basketballMatchId },
    'bk-kelly/introduce': { raceType: 2 },
    'bk-dispersed/introduce': { raceType: 2 },
    'plan/look-list': { planId: ids.planId },
    'my-post-plan': { expertId: ids.expertId, tab: 'all' },
    userDrawMoneyDetail: { id: 1 },
    'expert-article': { id: ids.articleId },
    'expert-article/feedback': { id: ids.articleId },
    'expert-replay': { id: ids.replayId },
    'expert-replay/comment-detail': { id: ids.commentId },
    plan: { id: ids.planId },
    'plan-detail': { id: ids.planId },
    tjInterpretation: { id: ids.interpretationId },
    'sns/index': { id: ids.circleId },
    'sns/detail': { id: ids.postId },
  };
  const given = byRoute[route.name] ?? {};
  // Every other expert page is the expert's.
  return /\{expertId\}/.test(route.pattern) ? { expertId: ids.expertId, ...given } : given;
}

/** The query of a route: the ids it reads, the rest left to its defaults. */
function queryOf(route: RouteDef, ids: WorldIds): Params {
  const basketball = /^(bk-|share-page\/bkMatch)/.test(route.name);
  const byName: Params = {
    matchId: basketball ? ids.basketballMatchId : ids.footballMatchId,
    oddsId: ids.oddsId,
    providerId: ids.providerId,
    teamId: route.name === 'data/bk/league/team' ? ids.basketballTeamId : ids.teamId,
    playerId: ids.playerId,
    leagueId: ids.footballLeagueId,
    expertId: ids.expertId,
    planId: ids.planId,
    words: '曼联',
    msgId: ids.topicId,
  };
  const byRoute: Partial<Record<RouteName, Params>> = {
    expertReplayDetail: { id: ids.replayId },
    'plan/feedback': { id: ids.planId },
    'tjInterpretation/feedback': { id: ids.interpretationId },
    'share-page/information': { id: ids.articleId },
    'sns/hot-topic-detail': { msgId: ids.topicId, title: '热门话题' },
  };
  const query: Params = {};
  for (const key of Object.keys(route.query ?? {})) {
    const value = byName[key];
    if (value !== undefined) query[key] = value;
  }
  return { ...query, ...byRoute[route.name] };
}

/** Every built route of the registry, as an address on the seeded world. */
export function routeVisits(ids: WorldIds): RouteVisit[] {
  return ROUTES.filter((route) => route.status === 'built').map((route) => ({
    name: route.name,
    path: hrefFor(
      route.name as never,
      pathParams(route, ids) as never,
      queryOf(route, ids) as never,
    ),
    needsLogin: route.guards.includes('auth'),
  }));
}
