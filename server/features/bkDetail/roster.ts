import { asc, inArray } from 'drizzle-orm';
import type { BkInjury } from '../../../contracts/sportdata/bkDetail';
import type { Database } from '../../db/database';
import { players } from '../../db/schema';
import { createRandom, hashSeed } from '../../domain/random';
import type { BkMatch, Side } from './match';
import type { PlayPlayer } from './playByPlay';

export const POSITION_NAMES: Record<string, string> = { G: '后卫', F: '前锋', C: '中锋' };
export const STARTERS = 5;

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;
const REASONS = [
  '右脚踝扭伤',
  '左脚踝扭伤',
  '右膝酸痛',
  '左膝肌腱炎',
  '腰背痉挛',
  '右腿腘绳肌拉伤',
  '左小腿拉伤',
  '右手腕挫伤',
  '左肩扭伤',
  '足底筋膜炎',
  '脑震荡观察期',
  '身体不适',
];
export const INJURY_STATUS_NAMES = { out: '缺阵', doubtful: '出战成疑' } as const;

/**
 * Minutes of a 48-minute game by place in the rotation: five starters, then the bench by depth. They
 * are scaled so a team's shares add up to five players on court.
 */
const ROTATION_MINUTES = [34, 33, 32, 31, 30, 22, 18, 14, 10, 8, 5, 3];

type PlayerRow = typeof players.$inferSelect;

export interface RosterPlayer extends PlayPlayer {
  shirtNumber: number;
  positionName: string;
  isStarter: boolean;
  injury: BkInjury | null;
}

/**
 * A team's injury list, the same for all its games of one week: it comes from the squad (itself
 * generated from SIM_SEED) and the week of the tip-off, not from the match. Most weeks list nobody or
 * one player; out players do not play, doubtful ones do.
 */
export function injuriesOf(squad: readonly PlayerRow[], matchTime: Date): BkInjury[] {
  const first = squad[0];
  if (!first) return [];
  const week = Math.floor(matchTime.getTime() / WEEK_MS);
  const rng = createRandom(hashSeed('bk-injury', first.teamId, first.name, week));
  const roll = rng.next();
  const count = roll < 0.4 ? 0 : roll < 0.8 ? 1 : roll < 0.95 ? 2 : 3;
  return rng
    .shuffle(squad)
    .slice(0, count)
    .sort((a, b) => a.depth - b.depth || a.id - b.id)
    .map((p) => {
      const status = rng.chance(0.6) ? 'out' : 'doubtful';
      return {
        playerId: p.id,
        name: p.name,
        shirtNumber: p.shirtNumber,
        position: p.position,
        positionName: POSITION_NAMES[p.position] ?? p.position,
        status,
        statusName: INJURY_STATUS_NAMES[status],
        reason: rng.pick(REASONS),
      };
    });
}

/**
 * Both teams' players in depth order with their injuries, starters (the first five who are not out)
 * and each one's share of the time on court.
 */
export async function rostersOf(
  db: Database,
  match: BkMatch,
): Promise<Record<Side, RosterPlayer[]>> {
  const squad = await db
    .select()
    .from(players)
    .where(inArray(players.teamId, [match.homeTeamId, match.awayTeamId]))
    .orderBy(asc(players.depth), asc(players.id));
  const team = (teamId: number): RosterPlayer[] => {
    const own = squad.filter((p) => p.teamId === teamId);
    const injuries = new Map(injuriesOf(own, match.matchTime).map((i) => [i.playerId, i]));
    let place = 0;
    const drafted = own.map((p) => {
      const injury = injuries.get(p.id) ?? null;
      const plays = injury?.status !== 'out';
      const minutes = plays ? (ROTATION_MINUTES[place] ?? 0) : 0;
      const isStarter = plays && place < STARTERS;
      if (plays) place++;
      return { p, injury, minutes, isStarter };
    });
    const total = drafted.reduce((s, d) => s + d.minutes, 0);
    return drafted.map(({ p, injury, minutes, isStarter }) => ({
      playerId: p.id,
      name: p.name,
      shirtNumber: p.shirtNumber,
      position: p.position,
      positionName: POSITION_NAMES[p.position] ?? p.position,
      isStarter,
      injury,
      // A short squad cannot play more than the whole game each.
      share: total > 0 ? Math.min(1, (minutes / total) * STARTERS) : 0,
    }));
  };
  return { home: team(match.homeTeamId), away: team(match.awayTeamId) };
}
