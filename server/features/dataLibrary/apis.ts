import * as leagueCalls from '../../../contracts/sportdata/leagueCalls';
import * as teamCalls from '../../../contracts/sportdata/teamCalls';
import type { LeagueCard } from '../../../contracts/sportdata/dataLibrary';
import { defineApi, type GatewayApi } from '../../platform/gateway/api';
import { GatewayError } from '../../platform/gateway/errors';
import { COMMON_REFUSAL_CODES } from '../../../contracts/refusals';
import { rankingText, zonesOf } from '../../domain/sport/leagueRules';
import { SPORT } from '../../../domain/sport';
import { beijingDate, beijingDayStart, HOUR_MS } from '../../../domain/time';
import { AREAS, byHeat, countriesOf, leagueCards } from './catalogue';
import { comingMatchesOf, latestMatchesOf, matchesOfDay } from './queries';
import { schedulePage } from './schedule';
import {
  finishedCode,
  leagueSeason,
  loadLeague,
  seasonMatches,
  seasonsOf,
  type LeagueSeason,
} from './seasons';
import { basketballRow, footballRow, one, seasonTable, two } from './tables';
import { teamDetail } from './team';

/**
 * The data library's league and team apiNames (issue 36 §1; docs/decisions/data-library.md). A
 * basketball call asked about a football league (or the other way) is refused in the fan's words.
 */

const SPORT_NAMES: Record<number, string> = {
  [SPORT.football]: '足球',
  [SPORT.basketball]: '篮球',
};

function mustBe(sport: number, actual: number, call: string): void {
  if (sport !== actual)
    throw new GatewayError(
      400,
      COMMON_REFUSAL_CODES.badArgs,
      `${call} 参数错误：该赛事不是${SPORT_NAMES[sport]}赛事`,
    );
}

async function sportSeason(
  ctx: Parameters<GatewayApi['run']>[1],
  sport: number,
  call: string,
  leagueId: number,
  seasonName: string | undefined,
): Promise<LeagueSeason> {
  const of = await leagueSeason(ctx.db, leagueId, seasonName);
  mustBe(sport, of.league.sport, call);
  return of;
}

function countryList(sport: number, call: typeof leagueCalls.getCountryList) {
  return defineApi(call, async (a, { db, clock }) => {
    const countries = countriesOf((await leagueCards(db, sport, clock.now())).map((l) => l.card));
    const inArea = countries.filter((c) => a.areaCode === undefined || c.areaCode === a.areaCode);
    const start = (a.pageNo - 1) * a.pageSize;
    return {
      areas: [...AREAS],
      list: inArea.slice(start, start + a.pageSize),
      total: inArea.length,
    };
  });
}

function leagueList(sport: number, call: typeof leagueCalls.getLeagueList) {
  return defineApi(call, async (a, { db, clock }) => {
    const ranked = await leagueCards(db, sport, clock.now());
    const wanted = ranked.filter(
      ({ card }) =>
        (a.areaCode === undefined || card.areaCode === a.areaCode) &&
        (a.countryId === undefined || card.countryId === a.countryId) &&
        (a.level === 0 || card.level === a.level),
    );
    const ordered =
      a.order === 1
        ? [...wanted].sort((x, y) => x.card.shortName.localeCompare(y.card.shortName, 'zh'))
        : [...wanted].sort(byHeat);
    const start = (a.pageNo - 1) * a.pageSize;
    return {
      list: ordered.slice(start, start + a.pageSize).map((l) => l.card),
      total: ordered.length,
      pageNo: a.pageNo,
    };
  });
}

function hotLeagues(sport: number, call: typeof leagueCalls.getHotLeagueList) {
  return defineApi(call, async (_a, { db, clock }) => {
    const ranked = await leagueCards(db, sport, clock.now());
    return {
      list: [...ranked]
        .sort(byHeat)
        .slice(0, leagueCalls.HOT_LEAGUE_COUNT)
        .map((l) => l.card),
    };
  });
}

function leagueDetail(sport: number, call: typeof leagueCalls.getLeagueDetailMessage) {
  return defineApi(call, async (a, ctx) => {
    const of = await sportSeason(ctx, sport, call.name, a.leagueId, a.seasonName);
    const [all, seasons, cards] = await Promise.all([
      seasonMatches(ctx.db, of, false),
      seasonsOf(ctx.db, of.league),
      leagueCards(ctx.db, sport, ctx.clock.now(), of.league.id),
    ]);
    const card = cards[0]?.card as LeagueCard;
    const finishedRows = all.filter((m) => m.status === finishedCode(sport));
    const n = finishedRows.length;
    const pct = (k: number) => (n === 0 ? 0 : one((k / n) * 100));
    const table = of.league.kind === 'league' ? await seasonTable(ctx.db, of, 0) : [];
    const now = ctx.clock.now();
    const current =
      sport === SPORT.football && of.league.kind === 'league'
        ? ((all.find((m) => m.matchTime >= now - 3 * HOUR_MS) ?? all[all.length - 1])?.round ??
          null)
        : null;
    return {
      league: card,
      season: of.season,
      seasons,
      current: of.current,
      matchCount: all.length,
      finishedCount: n,
      currentRound: current,
      scorePerGame:
        n === 0 ? 0 : two(finishedRows.reduce((s, m) => s + m.homeScore + m.awayScore, 0) / n),
      homeWinPct: pct(finishedRows.filter((m) => m.homeScore > m.awayScore).length),
      drawPct: pct(finishedRows.filter((m) => m.homeScore === m.awayScore).length),
      awayWinPct: pct(finishedRows.filter((m) => m.homeScore < m.awayScore).length),
      leader: n > 0 ? (table[0]?.team ?? null) : null,
    };
  });
}

function schedule(sport: number, call: typeof leagueCalls.getLeagueMatchList) {
  return defineApi(call, async (a, ctx) => {
    const of = await sportSeason(ctx, sport, call.name, a.leagueId, a.seasonName);
    return schedulePage(of, await seasonMatches(ctx.db, of, false), a, ctx.clock.now());
  });
}

function hotMatches(sport: number, call: typeof leagueCalls.getLeagueHotMatchList) {
  return defineApi(call, async (a, { db, clock }) => {
    const league = await loadLeague(db, a.leagueId);
    mustBe(sport, league.sport, call.name);
    const coming = await comingMatchesOf(
      db,
      league.id,
      clock.now(),
      leagueCalls.LEAGUE_HOT_MATCH_COUNT,
    );
    // Out of season: its latest games, so the page still shows how it ended.
    return {
      list:
        coming.length > 0
          ? coming
          : await latestMatchesOf(db, league.id, leagueCalls.LEAGUE_HOT_MATCH_COUNT),
    };
  });
}

function teamPage(sport: number, call: typeof teamCalls.getTeamDetailMessage) {
  return defineApi(call, async (a, { db, clock }) => {
    const detail = await teamDetail(db, a.teamId, a.seasonName, clock.now());
    mustBe(sport, detail.team.sport, call.name);
    return detail;
  });
}

const queryLeagueSeasons = defineApi(leagueCalls.queryLeagueSeasons, async (a, { db }) => {
  const league = await loadLeague(db, a.leagueId);
  return { list: await seasonsOf(db, league), current: league.currentSeason };
});

const getLeagueRule = defineApi(leagueCalls.getLeagueRule, async (a, { db }) => {
  const league = await loadLeague(db, a.leagueId);
  return {
    leagueId: league.id,
    text: rankingText(league.sport, league.kind),
    zones: zonesOf(league.id).map((z) => ({ ...z })),
  };
});

const getLeagueScoreFlag = defineApi(leagueCalls.getLeagueScoreFlag, async (a, { db }) => {
  const of = await leagueSeason(db, a.leagueId, a.seasonName);
  const table = of.league.kind === 'league' ? await seasonTable(db, of, 0) : [];
  return {
    list: table.map((r) => ({ teamId: r.team.teamId, rank: r.rank, zone: r.zone, color: r.color })),
  };
});

const queryLeagueFootballTeamScore = defineApi(
  leagueCalls.queryLeagueFootballTeamScore,
  async (a, ctx) => {
    const of = await sportSeason(
      ctx,
      SPORT.football,
      'queryLeagueFootballTeamScore',
      a.leagueId,
      a.seasonName,
    );
    const scope = a.type as 0 | 1 | 2;
    const table = of.league.kind === 'league' ? await seasonTable(ctx.db, of, scope) : [];
    return {
      season: of.season,
      type: scope,
      zones: zonesOf(of.league.id).map((z) => ({ ...z })),
      list: table.map(footballRow),
    };
  },
);

const getBkTeamSeasonScoreRanking = defineApi(
  leagueCalls.getBkTeamSeasonScoreRanking,
  async (a, ctx) => {
    const of = await sportSeason(
      ctx,
      SPORT.basketball,
      'getBkTeamSeasonScoreRanking',
      a.leagueId,
      a.seasonName,
    );
    const scope = a.homeAway as 0 | 1 | 2;
    const table = await seasonTable(ctx.db, of, scope);
    const leader = table[0]?.line;
    return {
      season: of.season,
      homeAway: scope,
      zones: zonesOf(of.league.id).map((z) => ({ ...z })),
      list: table.map((r) => basketballRow(r, leader)),
    };
  },
);

const getBkTodayGroupLeagueMatchList = defineApi(
  leagueCalls.getBkTodayGroupLeagueMatchList,
  async (a, { db, clock }) => {
    const date = a.date ?? beijingDate(clock.now());
    const list = await matchesOfDay(db, SPORT.basketball, beijingDayStart(date));
    const cards = await leagueCards(db, SPORT.basketball, clock.now());
    const groups = cards
      .map(({ card }) => ({
        leagueId: card.leagueId,
        name: card.name,
        shortName: card.shortName,
        color: card.color,
        list: list.filter((m) => m.leagueId === card.leagueId),
      }))
      .filter((g) => g.list.length > 0);
    return { date, groups };
  },
);

/** The data library's league and team apiNames. */
export const dataLibraryApis: readonly GatewayApi[] = [
  countryList(SPORT.football, leagueCalls.getCountryList),
  countryList(SPORT.basketball, leagueCalls.getBkCountryList),
  leagueList(SPORT.football, leagueCalls.getLeagueList),
  leagueList(SPORT.basketball, leagueCalls.getBkLeagueList),
  hotLeagues(SPORT.football, leagueCalls.getHotLeagueList),
  hotLeagues(SPORT.basketball, leagueCalls.getBkHotLeagueList),
  leagueDetail(SPORT.football, leagueCalls.getLeagueDetailMessage),
  leagueDetail(SPORT.basketball, leagueCalls.getBkLeagueDetailMessage),
  schedule(SPORT.football, leagueCalls.getLeagueMatchList),
  schedule(SPORT.basketball, leagueCalls.getBkLeagueMatchList),
  hotMatches(SPORT.football, leagueCalls.getLeagueHotMatchList),
  hotMatches(SPORT.basketball, leagueCalls.getBkLeagueHotMatchList),
  teamPage(SPORT.football, teamCalls.getTeamDetailMessage),
  teamPage(SPORT.basketball, teamCalls.getBkTeamDetailMessage),
  queryLeagueSeasons,
  getLeagueRule,
  getLeagueScoreFlag,
  queryLeagueFootballTeamScore,
  getBkTeamSeasonScoreRanking,
  getBkTodayGroupLeagueMatchList,
];
