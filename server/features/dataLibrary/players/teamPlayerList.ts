import { eq } from 'drizzle-orm';
import type { NoFigures, TeamPlayerList } from '../../../../contracts/sportdata/players';
import type { Database } from '../../../db/database';
import { teams } from '../../../db/schema';
import { GatewayError } from '../../../platform/gateway/errors';
import { TEAM_NOT_FOUND } from '../../../../contracts/refusals';
import { SPORT } from '../../../../domain/sport';
import { beijingDate } from '../../../../domain/time';
import { leagueSeason } from '../seasons';
import { clubsOfSport, movesOf } from './clubs';
import { clubSeason, figuresIn } from './clubSeason';
import { profileOn } from './detail';
import { briefOf, startsEveryMatch, type LoadedPlayer } from './player';
import { squadsOf } from './squads';

/** How the data pages list a squad: keepers first in football, guards first in basketball. */
const POSITION_ORDER: Readonly<Record<number, string>> = {
  [SPORT.football]: 'GDMF',
  [SPORT.basketball]: 'GFC',
};

/**
 * getTeamPlayerList: a club's squad of today, by position and number, each player with his age,
 * nationality and his figures of the season — none for a season his career puts him elsewhere.
 */
export async function teamPlayerList(
  db: Database,
  teamId: number,
  seasonName: string | undefined,
  now: number,
): Promise<TeamPlayerList> {
  const [team] = await db
    .select({
      leagueId: teams.leagueId,
      name: teams.name,
      shortName: teams.shortName,
      logo: teams.logo,
    })
    .from(teams)
    .where(eq(teams.id, teamId))
    .limit(1);
  if (!team) throw new GatewayError(TEAM_NOT_FOUND.status, TEAM_NOT_FOUND.code, TEAM_NOT_FOUND.msg);
  const of = await leagueSeason(db, team.leagueId, seasonName);
  const sport = of.league.sport;
  const [clubs, squads, club] = await Promise.all([
    clubsOfSport(db, sport),
    squadsOf(db, sport, [teamId]),
    clubSeason(db, of.league, of.season, teamId),
  ]);
  const brief = { teamId, name: team.name, shortName: team.shortName, logo: team.logo };
  const today = beijingDate(now);
  const order = POSITION_ORDER[sport] ?? '';
  const squad = [...(squads.get(teamId) ?? [])].sort(
    (a, b) =>
      order.indexOf(a.position) - order.indexOf(b.position) || a.shirtNumber - b.shirtNumber,
  );
  const list = squad.map((p) => {
    const player: LoadedPlayer = {
      ...p,
      team: brief,
      league: {
        id: of.league.id,
        sport,
        name: of.league.name,
        shortName: of.league.shortName,
        country: of.league.country,
        season: of.league.currentSeason,
      },
    };
    const stay = movesOf(player, clubs).career.find((c) => c.season === of.season);
    const noFigures: NoFigures | null = !stay
      ? 'before_career'
      : stay.teamId !== teamId
        ? 'other_club'
        : club.noFigures;
    const profile = profileOn(player, today);
    return {
      ...briefOf(sport, p),
      age: profile.age,
      nationality: profile.nationality,
      isStarter: startsEveryMatch(sport, p.depth),
      noFigures,
      ...(noFigures ? { football: null, basketball: null } : figuresIn(club, p.playerId)),
    };
  });
  return {
    team: brief,
    league: { leagueId: of.league.id, name: of.league.name, shortName: of.league.shortName },
    sport,
    season: of.season,
    matches: club.matches,
    list,
  };
}
