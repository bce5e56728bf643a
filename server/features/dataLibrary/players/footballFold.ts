import type { FootballFigures } from '../../../../contracts/sportdata/players';

/**
 * A football player's figures folded from his club's match events (pure; docs/decisions/
 * data-library.md "Players"). The events are what the simulator gave each player (footballScript.ts):
 * a goal or penalty names its scorer and, for a goal, `detail.assist`; an own goal is credited to
 * `side` and names a player of the other side; a substitution names the player coming on and
 * `detail.off` the one going off. Names are unique within a squad, and `side` says whose squad.
 * The starting eleven is the depth chart's first eleven, as the script picks it.
 */

export interface FootballEvent {
  kind: string;
  /** 1 home, 2 away. */
  side: number;
  minute: number;
  player: string | null;
  detail: Record<string, unknown> | null;
}

export interface FootballMatchRecord {
  matchId: number;
  season: string;
  matchTime: number;
  homeTeamId: number;
  awayTeamId: number;
  homeScore: number;
  awayScore: number;
  /** Went to a penalty shoot-out (so extra time was played). */
  shootout: boolean;
  events: FootballEvent[];
}

export interface SquadPlayer {
  playerId: number;
  teamId: number;
  name: string;
  /** Starts every match: the depth chart's first 11. */
  starter: boolean;
}

/** A match is 90 minutes; with extra time 120. */
export const FULL_TIME = 90;
export const EXTRA_TIME_END = 120;

export function emptyFootballFigures(): FootballFigures {
  return {
    appearances: 0,
    starts: 0,
    subIn: 0,
    minutes: 0,
    goals: 0,
    penalties: 0,
    penaltiesMissed: 0,
    assists: 0,
    ownGoals: 0,
    yellow: 0,
    red: 0,
  };
}

const FIELDS = Object.keys(emptyFootballFigures()) as Array<keyof FootballFigures>;

export function addFootballFigures(into: FootballFigures, more: FootballFigures): FootballFigures {
  for (const key of FIELDS) into[key] += more[key];
  return into;
}

export function sumFootballFigures(all: readonly FootballFigures[]): FootballFigures {
  return all.reduce(addFootballFigures, emptyFootballFigures());
}

/** Whether the world kept the match's events: every played match has its substitutions at least. */
export function isRecorded(match: FootballMatchRecord): boolean {
  return match.events.length > 0;
}

interface Stay {
  on: number | null;
  off: number | null;
}

/**
 * Each player's figures of one match, for the players of the squads given (a club's alone is
 * enough for that club's players). Null when the match has no events recorded: then nothing is
 * known of who played, and the match is left out rather than counted as nobody's.
 */
export function footballMatchLines(
  match: FootballMatchRecord,
  squads: ReadonlyMap<number, readonly SquadPlayer[]>,
): Map<number, FootballFigures> | null {
  if (!isRecorded(match)) return null;
  const full =
    match.shootout || match.events.some((e) => e.minute > FULL_TIME) ? EXTRA_TIME_END : FULL_TIME;
  const teamOfSide = (side: number) =>
    side === 1 ? match.homeTeamId : side === 2 ? match.awayTeamId : null;
  const other = (side: number) => (side === 1 ? 2 : 1);
  const lines = new Map<number, FootballFigures>();
  const stays = new Map<number, Stay>();
  const named = new Map<string, SquadPlayer>();
  for (const [teamId, squad] of squads)
    for (const p of squad) {
      if (teamId !== match.homeTeamId && teamId !== match.awayTeamId) continue;
      named.set(`${teamId}|${p.name}`, p);
      lines.set(p.playerId, emptyFootballFigures());
      stays.set(p.playerId, { on: p.starter ? 0 : null, off: null });
    }
  const who = (side: number, name: unknown) => {
    const teamId = teamOfSide(side);
    if (teamId === null || typeof name !== 'string') return undefined;
    const p = named.get(`${teamId}|${name}`);
    return p && { line: lines.get(p.playerId)!, stay: stays.get(p.playerId)! };
  };
  for (const e of match.events) {
    const scorer = who(e.side, e.player);
    switch (e.kind) {
      case 'goal':
      case 'penalty':
        if (scorer) {
          scorer.line.goals += 1;
          if (e.kind === 'penalty') scorer.line.penalties += 1;
        }
        if (e.kind === 'goal') {
          const assist = who(e.side, e.detail?.assist);
          if (assist) assist.line.assists += 1;
        }
        break;
      case 'own_goal': {
        // Credited to `side`; scored by a player of the other side.
        const against = who(other(e.side), e.player);
        if (against) against.line.ownGoals += 1;
        break;
      }
      case 'penalty_missed':
        if (scorer) scorer.line.penaltiesMissed += 1;
        break;
      case 'yellow':
        if (scorer) scorer.line.yellow += 1;
        break;
      case 'second_yellow':
      case 'red':
        if (scorer) {
          if (e.kind === 'second_yellow') scorer.line.yellow += 1;
          scorer.line.red += 1;
          scorer.stay.off ??= e.minute;
        }
        break;
      case 'substitution': {
        if (scorer) scorer.stay.on ??= e.minute;
        const off = who(e.side, e.detail?.off);
        if (off) off.stay.off ??= e.minute;
        break;
      }
      default:
        break;
    }
  }
  for (const [playerId, line] of lines) {
    const stay = stays.get(playerId)!;
    const credited = FIELDS.some((key) => line[key] > 0);
    if (stay.on === null && !credited) continue;
    const on = stay.on ?? 0;
    line.appearances = 1;
    line.starts = stay.on === 0 ? 1 : 0;
    line.subIn = stay.on !== null && stay.on > 0 ? 1 : 0;
    // Whoever came on played at least a minute, even in stoppage time.
    line.minutes = Math.max(1, Math.min(full, stay.off ?? full) - on);
  }
  for (const [playerId, line] of lines) if (line.appearances === 0) lines.delete(playerId);
  return lines;
}
