import { and, asc, eq, gte, inArray, lt, notInArray } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { matches, players } from '../../db/schema';
import { TEAM_RECENT_COUNT, TEAM_UPCOMING_COUNT } from '../../../contracts/sportdata/teamCalls';
import { FINAL_STATUSES, SPORT } from '../../../domain/sport';
import { HOUR_MS } from '../../../domain/time';
import { listMatches, loadClub, ofTeam } from './queries';
import { leagueSeason } from './seasons';
import { seasonTable, type TableRow } from './tables';

/**
 * A club's page (issue 36 §1): its squad by position with numbers, its last and next matches in
 * every competition, its form, and its place in its league's season — total, home and away tables.
 */

const POSITIONS: Record<number, ReadonlyArray<[string, string]>> = {
  [SPORT.football]: [
    ['G', '门将'],
    ['D', '后卫'],
    ['M', '中场'],
    ['F', '前锋'],
  ],
  [SPORT.basketball]: [
    ['G', '后卫'],
    ['F', '前锋'],
    ['C', '中锋'],
  ],
};

function placeOf(rows: readonly TableRow[], teamId: number) {
  const row = rows.find((r) => r.team.teamId === teamId);
  if (!row) return null;
  const { line } = row;
  return {
    rank: row.rank,
    played: line.played,
    won: line.won,
    drawn: line.drawn,
    lost: line.lost,
    goalsFor: line.goalsFor,
    goalsAgainst: line.goalsAgainst,
    points: line.points,
  };
}

export async function teamDetail(
  db: Database,
  teamId: number,
  seasonName: string | undefined,
  now: number,
) {
  const club = await loadClub(db, teamId);
  const of = await leagueSeason(db, club.leagueId, seasonName);
  const finals =
    FINAL_STATUSES[club.sport === SPORT.basketball ? SPORT.basketball : SPORT.football];
  const [squad, recent, upcoming, total, home, away] = await Promise.all([
    db
      .select({
        playerId: players.id,
        name: players.name,
        shirtNumber: players.shirtNumber,
        position: players.position,
      })
      .from(players)
      .where(eq(players.teamId, teamId))
      .orderBy(asc(players.shirtNumber)),
    listMatches(
      db,
      and(
        ofTeam(teamId),
        inArray(matches.status, [...finals]),
        lt(matches.matchTime, new Date(now)),
      ),
      'newest',
      TEAM_RECENT_COUNT,
    ),
    listMatches(
      db,
      // Playing now or still to come.
      and(
        ofTeam(teamId),
        notInArray(matches.status, [...finals]),
        gte(matches.matchTime, new Date(now - 6 * HOUR_MS)),
      ),
      'oldest',
      TEAM_UPCOMING_COUNT,
    ),
    seasonTable(db, of, 0),
    seasonTable(db, of, 1),
    seasonTable(db, of, 2),
  ]);
  const positions = POSITIONS[club.sport] ?? [];
  return {
    team: {
      teamId: club.teamId,
      name: club.name,
      shortName: club.shortName,
      logo: club.logo,
      sport: club.sport,
      coach: club.coach,
      leagueId: club.leagueId,
      leagueName: club.leagueName,
      leagueShortName: club.leagueShortName,
      country: club.country,
    },
    season: of.season,
    squad: positions
      .map(([position, positionName]) => ({
        position,
        positionName,
        players: squad.filter((p) => p.position === position),
      }))
      .filter((group) => group.players.length > 0),
    recent,
    upcoming,
    form: total.find((r) => r.team.teamId === teamId)?.results.slice(0, 5) ?? [],
    ranking: {
      total: placeOf(total, teamId),
      home: placeOf(home, teamId),
      away: placeOf(away, teamId),
    },
  };
}
