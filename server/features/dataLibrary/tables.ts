import type { TeamBrief } from '../../../contracts/sportdata/dataLibrary';
import type { Database } from '../../db/database';
import { zoneAt } from '../../domain/sport/leagueRules';
import { gamesBehind, tableLines, type TableLine } from '../analysis';
import { leagueClubs, seasonMatches, type LeagueSeason, type SeasonMatch } from './seasons';

/**
 * A league season's tables (issue 36 §1): total, home and away, each club's form and current run,
 * and the zone its place falls in — counted from the season's finished matches by the one table
 * rule (analysis/standingsTable.ts `tableLines`), for the current season or any earlier one.
 */

export type Result = 'W' | 'D' | 'L';

/** A club's results in `games` (oldest first), newest first; only home or away ones by `scope`. */
export function resultsOf(
  games: readonly SeasonMatch[],
  teamId: number,
  scope: 0 | 1 | 2 = 0,
): Result[] {
  const results: Result[] = [];
  for (const g of games) {
    const home = g.homeTeamId === teamId;
    if (!home && g.awayTeamId !== teamId) continue;
    if ((scope === 1 && !home) || (scope === 2 && home)) continue;
    const [own, other] = home ? [g.homeScore, g.awayScore] : [g.awayScore, g.homeScore];
    results.unshift(own > other ? 'W' : own < other ? 'L' : 'D');
  }
  return results;
}

/** 连胜3, 连败2, 连平1 — the run the newest results make; '' before a game. */
export function streakOf(results: readonly Result[]): string {
  const first = results[0];
  if (!first) return '';
  let n = 0;
  while (results[n] === first) n++;
  return `${first === 'W' ? '连胜' : first === 'L' ? '连败' : '连平'}${n}`;
}

export interface TableRow {
  rank: number;
  team: TeamBrief;
  line: TableLine;
  results: Result[];
  zone: string | null;
  color: string | null;
}

const SCOPES = ['all', 'home', 'away'] as const;

/** The season's table for scope 0 total, 1 home, 2 away; zones only on the total table. */
export async function seasonTable(
  db: Database,
  of: LeagueSeason,
  scope: 0 | 1 | 2,
): Promise<TableRow[]> {
  const [games, clubs] = await Promise.all([
    seasonMatches(db, of, true),
    leagueClubs(db, of.league.id),
  ]);
  const teams = new Map(clubs.map((c) => [c.teamId, c]));
  const lines = tableLines(
    games.map((g) => ({
      home: g.homeTeamId,
      away: g.awayTeamId,
      hs: g.homeScore,
      as: g.awayScore,
    })),
    clubs.map((c) => c.teamId),
    of.league.sport,
    SCOPES[scope],
  );
  return lines.flatMap((line, i) => {
    const team = teams.get(line.teamId);
    if (!team) return [];
    const zone = scope === 0 ? zoneAt(of.league.id, i + 1) : null;
    return [
      {
        rank: i + 1,
        team: { teamId: team.teamId, name: team.name, shortName: team.shortName, logo: team.logo },
        line,
        results: resultsOf(games, line.teamId, scope),
        zone: zone?.name ?? null,
        color: zone?.color ?? null,
      },
    ];
  });
}

const one = (x: number) => Math.round(x * 10) / 10;
const two = (x: number) => Math.round(x * 100) / 100;

/** A football table row as queryLeagueFootballTeamScore answers it. */
export function footballRow(r: TableRow) {
  const { line } = r;
  return {
    rank: r.rank,
    team: r.team,
    played: line.played,
    won: line.won,
    drawn: line.drawn,
    lost: line.lost,
    goalsFor: line.goalsFor,
    goalsAgainst: line.goalsAgainst,
    goalDiff: line.goalsFor - line.goalsAgainst,
    points: line.points,
    form: r.results.slice(0, 5),
    zone: r.zone,
    color: r.color,
  };
}

/** A basketball table row as getBkTeamSeasonScoreRanking answers it. */
export function basketballRow(r: TableRow, leader: TableLine | undefined) {
  const { line } = r;
  const per = (x: number) => (line.played === 0 ? 0 : two(x / line.played));
  return {
    rank: r.rank,
    team: r.team,
    played: line.played,
    won: line.won,
    lost: line.lost,
    winPct: line.played === 0 ? 0 : one((line.won / line.played) * 100),
    pointsFor: per(line.goalsFor),
    pointsAgainst: per(line.goalsAgainst),
    gamesBehind: leader ? gamesBehind(leader, line) : 0,
    streak: streakOf(r.results),
    form: r.results.slice(0, 5),
    zone: r.zone,
    color: r.color,
  };
}

export { one, two };
