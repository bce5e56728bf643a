import { createRandom, hashSeed } from '../random';
import { LEAGUES, quarterMinutesOf, type LeagueSpec } from './catalogue';
import { coachesOf } from './coaches';
import { nameStyleOf, personName } from './names';
import { SPORT } from '../../../domain/sport';
import type { SportId } from '../../../domain/sport';

/** Leagues, clubs and squads as plain data, the same for the same seed. */

export interface TeamSpec {
  id: number;
  leagueId: number;
  sport: SportId;
  name: string;
  shortName: string;
  coach: string;
  /** Strength 55–90: clubs are listed roughly strongest first. */
  rating: number;
  formation: string;
}

export interface PlayerSpec {
  id: number;
  teamId: number;
  name: string;
  shirtNumber: number;
  position: string;
  depth: number;
}

export interface World {
  leagues: readonly LeagueSpec[];
  teams: TeamSpec[];
  teamsById: Map<number, TeamSpec>;
  teamsOfLeague: Map<number, TeamSpec[]>;
  players: PlayerSpec[];
  playersOfTeam: Map<number, PlayerSpec[]>;
}

const FORMATIONS = ['4-3-3', '4-4-2', '4-2-3-1', '3-5-2', '3-4-3'] as const;

/** Outfield lines of a formation: 4-2-3-1 → D 4, M 5, F 1. */
export function formationLines(formation: string): { D: number; M: number; F: number } {
  const parts = formation.split('-').map(Number);
  const d = parts[0] ?? 4;
  const f = parts[parts.length - 1] ?? 2;
  return { D: d, M: 10 - d - f, F: f };
}

function shortNameOf(name: string): string {
  return name.length <= 4 ? name : name.slice(0, 4);
}

export function buildWorld(seed: number): World {
  const teams: TeamSpec[] = [];
  const players: PlayerSpec[] = [];
  const coachesTaken = new Set<string>();
  for (const league of LEAGUES) {
    if (!league.clubs) continue;
    const clubs = league.clubs.split(' ');
    const coaches = coachesOf(
      createRandom(hashSeed(seed, 'coaches', league.id)),
      league,
      clubs.length,
      coachesTaken,
    );
    clubs.forEach((name, index) => {
      const rng = createRandom(hashSeed(seed, 'team', league.id, index));
      const id = league.id * 100 + index + 1;
      const rating = Math.round(88 - (index * 28) / clubs.length + rng.decimal(-3, 3, 1));
      const formation = league.sport === SPORT.football ? rng.pick(FORMATIONS) : '';
      teams.push({
        id,
        leagueId: league.id,
        sport: league.sport,
        name,
        shortName: shortNameOf(name),
        coach: coaches[index] ?? '',
        rating,
        formation,
      });
      players.push(...squad(rng, id, league, formation));
    });
  }
  const teamsById = new Map(teams.map((t) => [t.id, t]));
  const teamsOfLeague = new Map<number, TeamSpec[]>();
  for (const t of teams)
    teamsOfLeague.set(t.leagueId, [...(teamsOfLeague.get(t.leagueId) ?? []), t]);
  const playersOfTeam = new Map<number, PlayerSpec[]>();
  for (const p of players) playersOfTeam.set(p.teamId, [...(playersOfTeam.get(p.teamId) ?? []), p]);
  return { leagues: LEAGUES, teams, teamsById, teamsOfLeague, players, playersOfTeam };
}

/** A squad whose first 11 (football, by formation) or 5 (basketball) by depth are the starters. */
function squad(
  rng: ReturnType<typeof createRandom>,
  teamId: number,
  league: LeagueSpec,
  formation: string,
): PlayerSpec[] {
  const style = nameStyleOf(league.country);
  let positions: string[];
  if (league.sport === SPORT.football) {
    const lines = formationLines(formation);
    const starters = [
      'G',
      ...Array<string>(lines.D).fill('D'),
      ...Array<string>(lines.M).fill('M'),
      ...Array<string>(lines.F).fill('F'),
    ];
    positions = [...starters, 'G', 'D', 'D', 'M', 'M', 'F', 'F'];
  } else {
    positions = ['G', 'G', 'F', 'F', 'C', 'G', 'G', 'F', 'F', 'C', 'F', 'C'];
  }
  const numbers = rng.shuffle(Array.from({ length: 40 }, (_, i) => i + 1));
  const used = new Set<string>();
  return positions.map((position, depth) => {
    let name = personName(rng, style);
    while (used.has(name)) name = personName(rng, style);
    used.add(name);
    const drawn = numbers[depth] ?? depth + 1;
    // The first keeper wears 1; whoever drew 1 takes the keeper's draw, so no number is worn twice.
    const shirtNumber =
      league.sport !== SPORT.football
        ? drawn
        : depth === 0
          ? 1
          : drawn === 1
            ? (numbers[0] ?? 40)
            : drawn;
    return { id: teamId * 100 + depth + 1, teamId, name, shirtNumber, position, depth };
  });
}

export { quarterMinutesOf };
