import type { TeamBrief } from '../../../../contracts/sportdata/dataLibrary';
import type { PlayerContribution } from '../../../../contracts/sportdata/players';
import type { Database } from '../../../db/database';
import { leagueSeason } from '../seasons';
import { efficiencyOf, percentOf, perGame, playedIn } from './basketballFold';
import { clubsOfSport, movesOf, type ClubsOfSport } from './clubs';
import type { ClubSeason } from './clubSeason';
import { briefOf, loadPlayer } from './player';
import { playerSeason } from './playerSeason';

/** Where a match leaves his club: at home or away, its score and the other side's. */
function sideOf(
  m: { homeTeamId: number; awayTeamId: number; homeScore: number; awayScore: number },
  teamId: number,
  clubs: ClubsOfSport,
): { isHome: boolean; opponent: TeamBrief; teamScore: number; opponentScore: number } {
  const isHome = m.homeTeamId === teamId;
  return {
    isHome,
    opponent: clubs.team(isHome ? m.awayTeamId : m.homeTeamId),
    teamScore: isHome ? m.homeScore : m.awayScore,
    opponentScore: isHome ? m.awayScore : m.homeScore,
  };
}

function footballContribution(club: ClubSeason, playerId: number, clubs: ClubsOfSport) {
  let teamGoals = 0;
  let goals = 0;
  let assists = 0;
  const matches = [];
  for (const { record, lines } of club.football) {
    const side = sideOf(record, club.teamId, clubs);
    teamGoals += side.teamScore;
    const figures = lines.get(playerId);
    if (!figures) continue;
    goals += figures.goals;
    assists += figures.assists;
    matches.push({
      matchId: record.matchId,
      matchTime: record.matchTime,
      ...side,
      started: figures.starts > 0,
      figures,
    });
  }
  return {
    teamGoals,
    goals,
    assists,
    involvement: goals + assists,
    goalShare: percentOf(goals, teamGoals),
    involvementShare: percentOf(goals + assists, teamGoals),
    matches: matches.reverse(),
  };
}

function basketballContribution(club: ClubSeason, playerId: number, clubs: ClubsOfSport) {
  let teamPoints = 0;
  let points = 0;
  let efficiency = 0;
  const matches = [];
  for (const box of club.basketball) {
    const side = sideOf(box, club.teamId, clubs);
    teamPoints += side.teamScore;
    const entry = box.entries.find((e) => e.playerId === playerId);
    if (!entry || !playedIn(entry.line)) continue;
    points += entry.line.points;
    efficiency += efficiencyOf(entry.line);
    matches.push({
      matchId: box.matchId,
      matchTime: box.matchTime,
      ...side,
      started: entry.isStarter,
      line: entry.line,
      efficiency: efficiencyOf(entry.line),
      pointShare: percentOf(entry.line.points, side.teamScore),
    });
  }
  return {
    teamPoints,
    points,
    pointShare: percentOf(points, teamPoints),
    efficiency: perGame(efficiency, matches.length),
    matches: matches.reverse(),
  };
}

/**
 * getPlayerContribution: his share of his club's league goals (with assists: his goal
 * involvement) or points in a season, and each match he played with what he did, newest first.
 * Shares are over the matches the figures count.
 */
export async function playerContribution(
  db: Database,
  playerId: number,
  seasonName: string | undefined,
): Promise<PlayerContribution> {
  const player = await loadPlayer(db, playerId);
  const of = await leagueSeason(db, player.league.id, seasonName);
  const sport = player.league.sport;
  const clubs = await clubsOfSport(db, sport);
  const stay = movesOf(player, clubs).career.find((c) => c.season === of.season);
  const s = await playerSeason(db, player, of.league, of.season, stay, clubs);
  const club = s.club;
  return {
    player: briefOf(sport, player),
    sport,
    season: of.season,
    team: s.team,
    matches: s.matches,
    noFigures: s.noFigures,
    football: club && s.football ? footballContribution(club, player.playerId, clubs) : null,
    basketball: club && s.basketball ? basketballContribution(club, player.playerId, clubs) : null,
  };
}
