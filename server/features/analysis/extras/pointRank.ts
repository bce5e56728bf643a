import type { MatchResult } from '../../../../contracts/sportdata/analysis';
import type {
  AroundRow,
  MatchPointRank,
  MatchPointRankNew,
  RankLine,
  TeamPointRank,
  TeamPointRankNew,
} from '../../../../contracts/sportdata/matchExtras';
import * as matchExtrasCalls from '../../../../contracts/sportdata/matchExtrasCalls';
import type { Database } from '../../../db/database';
import { defineApi } from '../../../platform/gateway/api';
import { GatewayError } from '../../../platform/gateway/errors';
import { TEAM_NOT_FOUND } from '../../../../contracts/refusals';
import { NO_TABLE_CUP, NO_TABLE_YET } from '../matchStanding';
import { loadMatch, type LoadedMatch, type Side } from '../queries';
import { finishedStatus, resultOf, summarize } from '../record';
import { seasonGames, tableLines, type TableGame, type TableLine } from '../standingsTable';
import { leagueTable, teamWithLeague, type LeagueTableRow } from './queries';

/** Rows shown around a team: itself and two either side, shifted at the top and bottom. */
const AROUND = 5;
/** The last league results getMatchPointRankNew adds. */
const FORM = 5;

/** A league's table and the season's games it was counted from, with the home and away tables. */
interface LeagueData {
  table: LeagueTableRow[];
  /** Finished games of the season, newest first. */
  games: TableGame[];
  home: TableLine[];
  away: TableLine[];
}

async function leagueData(db: Database, leagueId: number, sport: number): Promise<LeagueData> {
  const [table, games] = await Promise.all([
    leagueTable(db, leagueId),
    seasonGames(db, leagueId, finishedStatus(sport)),
  ]);
  // The table's own order on equal records: club ids ascending (recomputeStandings).
  const clubs = table.map((r) => r.teamId).sort((a, b) => a - b);
  return {
    table,
    games,
    home: tableLines(games, clubs, sport, 'home'),
    away: tableLines(games, clubs, sport, 'away'),
  };
}

type Counted = Pick<
  TableLine,
  'played' | 'won' | 'drawn' | 'lost' | 'goalsFor' | 'goalsAgainst' | 'points'
>;

function rankLine(line: Counted, rank: number): RankLine {
  return {
    rank,
    played: line.played,
    won: line.won,
    drawn: line.drawn,
    lost: line.lost,
    goalsFor: line.goalsFor,
    goalsAgainst: line.goalsAgainst,
    goalDiff: line.goalsFor - line.goalsAgainst,
    points: line.points,
    winPercent: line.played === 0 ? 0 : Math.round((line.won / line.played) * 1000) / 10,
  };
}

function lineOf(lines: readonly TableLine[], teamId: number): RankLine | null {
  const i = lines.findIndex((l) => l.teamId === teamId);
  const line = lines[i];
  return line ? rankLine(line, i + 1) : null;
}

/** A club's season games from its view, newest first. */
function clubGames(games: readonly TableGame[], teamId: number) {
  return games.flatMap((g) =>
    g.home === teamId
      ? [{ goalsFor: g.hs, goalsAgainst: g.as }]
      : g.away === teamId
        ? [{ goalsFor: g.as, goalsAgainst: g.hs }]
        : [],
  );
}

function formOf(games: readonly TableGame[], teamId: number): MatchResult[] {
  return clubGames(games, teamId)
    .slice(0, FORM)
    .map((g) => resultOf(g.goalsFor, g.goalsAgainst));
}

/** One team in its own league's table, and the data it came from (for the form of the New call). */
async function teamPointRank(
  db: Database,
  match: LoadedMatch,
  side: Side,
  leagues: Map<number, Promise<LeagueData>>,
): Promise<{ rank: TeamPointRank; data: LeagueData | null }> {
  const teamId = side === 'home' ? match.homeTeamId : match.awayTeamId;
  const team = await teamWithLeague(db, teamId);
  if (!team) throw new GatewayError(TEAM_NOT_FOUND.status, TEAM_NOT_FOUND.code, TEAM_NOT_FOUND.msg);
  const head = {
    teamId,
    teamName: team.teamName,
    teamLogo: team.teamLogo,
    leagueId: team.leagueId,
    leagueName: team.leagueName,
    season: team.season,
  };
  const empty = (reason: string) => ({
    rank: {
      ...head,
      available: false,
      reason,
      teamCount: 0,
      total: null,
      home: null,
      away: null,
      around: [],
    },
    data: null,
  });
  if (team.leagueKind === 'cup') return empty(NO_TABLE_CUP);
  // Both teams of a league match read one league once.
  let loading = leagues.get(team.leagueId);
  if (!loading) {
    loading = leagueData(db, team.leagueId, match.sport);
    leagues.set(team.leagueId, loading);
  }
  const data = await loading;
  const at = data.table.findIndex((r) => r.teamId === teamId);
  const own = data.table[at];
  if (!own) return empty(NO_TABLE_YET);
  const from = Math.max(0, Math.min(at - 2, data.table.length - AROUND));
  const around = data.table.slice(from, from + AROUND).map((r): AroundRow => ({
    ...rankLine(r, r.rank),
    teamId: r.teamId,
    teamName: r.teamName,
    teamLogo: r.teamLogo,
    highlight:
      r.teamId === match.homeTeamId ? 'home' : r.teamId === match.awayTeamId ? 'away' : null,
  }));
  return {
    rank: {
      ...head,
      available: true,
      reason: null,
      teamCount: data.table.length,
      total: rankLine(own, own.rank),
      home: lineOf(data.home, teamId),
      away: lineOf(data.away, teamId),
      around,
    },
    data,
  };
}

async function bothTeams(db: Database, matchId: number) {
  const match = await loadMatch(db, matchId);
  const leagues = new Map<number, Promise<LeagueData>>();
  const [home, away] = await Promise.all([
    teamPointRank(db, match, 'home', leagues),
    teamPointRank(db, match, 'away', leagues),
  ]);
  return { match, home, away };
}

/**
 * getMatchPointRank: each team's total, home and away lines in its own league's table (a cup match
 * shows each club's league), and the total table's rows around it. The home and away tables are
 * counted from the season's games by the table's own rules (standingsTable.ts).
 */
export const getMatchPointRank = defineApi(
  matchExtrasCalls.getMatchPointRank,
  async (args, { db }): Promise<MatchPointRank> => {
    const { match, home, away } = await bothTeams(db, args.matchId);
    return { matchId: match.matchId, sport: match.sport, home: home.rank, away: away.rank };
  },
);

function withForm(
  entry: { rank: TeamPointRank; data: LeagueData | null },
  sport: number,
): TeamPointRankNew {
  const games = entry.data?.games ?? [];
  const recent = clubGames(games, entry.rank.teamId).slice(0, FORM);
  return {
    ...entry.rank,
    around: entry.rank.around.map((r) => ({ ...r, form: formOf(games, r.teamId) })),
    recent: summarize(recent, sport),
  };
}

/** getMatchPointRankNew: getMatchPointRank with every shown club's last five league results. */
export const getMatchPointRankNew = defineApi(
  matchExtrasCalls.getMatchPointRankNew,
  async (args, { db }): Promise<MatchPointRankNew> => {
    const { match, home, away } = await bothTeams(db, args.matchId);
    return {
      matchId: match.matchId,
      sport: match.sport,
      home: withForm(home, match.sport),
      away: withForm(away, match.sport),
    };
  },
);
