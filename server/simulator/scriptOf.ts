import type { World } from '../domain/sport/world';
import { basketballScoringOf } from '../domain/sport/catalogue';
import { basketballScript, type BasketballScript } from './basketballScript';
import { footballScript, type FootballScript } from './footballScript';
import { basketballStateAt, footballStateAt, type MatchState } from './matchState';
import type { Roster } from './scriptTypes';
import { SPORT } from '../../domain/sport';

export type Script = FootballScript | BasketballScript;

export interface ScriptedMatch {
  id: number;
  sport: number;
  leagueId: number;
  homeTeamId: number;
  awayTeamId: number;
  scriptSeed: number;
}

export function rosterOf(world: World, teamId: number): Roster {
  const squad = world.playersOfTeam.get(teamId) ?? [];
  const starters = squad.filter(
    (p) => p.depth < (world.teamsById.get(teamId)?.sport === SPORT.basketball ? 5 : 11),
  );
  return { starters, bench: squad.filter((p) => !starters.includes(p)) };
}

/** The match's script, from its own seed and the world: the same match every time. */
export function scriptOf(world: World, match: ScriptedMatch): Script {
  const homeRating = world.teamsById.get(match.homeTeamId)?.rating ?? 70;
  const awayRating = world.teamsById.get(match.awayTeamId)?.rating ?? 70;
  if (match.sport === SPORT.basketball)
    return basketballScript(match.scriptSeed, {
      id: match.id,
      scoring: basketballScoringOf(match.leagueId),
      homeRating,
      awayRating,
    });
  const league = world.leagues.find((l) => l.id === match.leagueId);
  return footballScript(
    match.scriptSeed,
    { id: match.id, isCup: league?.kind === 'cup', homeRating, awayRating },
    rosterOf(world, match.homeTeamId),
    rosterOf(world, match.awayTeamId),
  );
}

export function stateAt(script: Script, elapsedSeconds: number): MatchState {
  return script.sport === SPORT.basketball
    ? basketballStateAt(script, elapsedSeconds)
    : footballStateAt(script, elapsedSeconds);
}
