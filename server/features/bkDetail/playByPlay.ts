import { createRandom, hashSeed, type Random } from '../../domain/random';
import { basketsOf, type Basket, type BasketInput, type PeriodSpan, type SideNo } from './baskets';

/**
 * The plays of a basketball match: each basket of baskets.ts told as a play — who scored, who
 * assisted, the misses, rebounds, blocks, steals, turnovers and fouls around it — drawn from the
 * match's script seed and the basket's place (period, side, k-th of the side), so basket k is the
 * same play on every call. The players' points add up to the score exactly; as the match goes on
 * plays are only added (with the fallback chain, a pending basket's free throws become its basket).
 */

export type { PeriodSpan, SideNo };

/** A player who may take part: `share` of the game on court (a team's shares add up to 5). */
export interface PlayPlayer {
  playerId: number;
  name: string;
  position: string;
  share: number;
}

export interface PlayInput extends BasketInput {
  rosters: Record<SideNo, readonly PlayPlayer[]>;
}

export type StatKey =
  | 'points'
  | 'fgm'
  | 'fga'
  | 'tpm'
  | 'tpa'
  | 'ftm'
  | 'fta'
  | 'oreb'
  | 'dreb'
  | 'ast'
  | 'stl'
  | 'blk'
  | 'tov'
  | 'pf';

/** One number added to one player's line. */
export interface Credit {
  side: SideNo;
  playerId: number;
  stat: StatKey;
}

export type ShotKind = 'two' | 'three' | 'ft1' | 'ft2';

export interface Play extends Basket {
  kind: ShotKind;
  scorer: PlayPlayer;
  assist: PlayPlayer | null;
  ftAttempts: number;
  /** Which wording of the text line. */
  variant: number;
  credits: Credit[];
}

type Weight = (p: PlayPlayer) => number;

/** A player picked with probability ∝ weight, from one draw `u`; null when every weight is 0. */
function pick(players: readonly PlayPlayer[], weight: Weight, u: number): PlayPlayer | null {
  const weights = players.map((p) => Math.max(0, weight(p)));
  const total = weights.reduce((s, w) => s + w, 0);
  if (total <= 0) return null;
  let x = u * total;
  for (let i = 0; i < players.length; i++) {
    x -= weights[i] ?? 0;
    if (x < 0) return players[i] ?? null;
  }
  return players[players.length - 1] ?? null;
}

/** How much a player of a position does of each thing, times his time on court. */
const ROLE: Record<string, Record<'score' | 'three' | 'reb' | 'ast' | 'stl' | 'blk', number>> = {
  G: { score: 1.05, three: 1.6, reb: 0.6, ast: 2.2, stl: 1.4, blk: 0.3 },
  F: { score: 1, three: 1, reb: 1.3, ast: 1, stl: 1, blk: 1 },
  C: { score: 0.95, three: 0.25, reb: 2.2, ast: 0.6, stl: 0.6, blk: 2.6 },
};
const role = (p: PlayPlayer) => ROLE[p.position] ?? ROLE.F!;

const talents = new Map<number, number>();

/** Each player's scoring gift, the same in every match: some are the team's stars. */
function talent(p: PlayPlayer): number {
  let gift = talents.get(p.playerId);
  if (gift === undefined) {
    gift = 0.5 + createRandom(hashSeed('bk-talent', p.playerId)).next();
    talents.set(p.playerId, gift);
  }
  return gift;
}

const by =
  (key: keyof (typeof ROLE)['G'], extra: Weight = () => 1): Weight =>
  (p) =>
    p.share * role(p)[key] * extra(p);

const scoreWeight = (kind: ShotKind): Weight =>
  by('score', (p) => talent(p) * (kind === 'three' ? role(p).three : 1));

/** The shot a basket of `points` was: a 2 is a field goal, or now and then two free throws. */
function kindOf(points: number, u: number): ShotKind {
  if (points >= 3) return 'three';
  if (points === 1) return 'ft1';
  return u < 0.22 ? 'ft2' : 'two';
}

/** Draws one play: always the same count of numbers from `rng`, whatever is used. */
function draft(
  rng: Random,
  points: number,
  own: readonly PlayPlayer[],
  other: readonly PlayPlayer[],
) {
  const u = () => rng.next();
  const kind = kindOf(points, u());
  const scorer = pick(own, scoreWeight(kind), u());
  const variant = Math.floor(u() * 1000);
  const assisted = u() < (kind === 'three' ? 0.8 : 0.55);
  const assist = pick(
    own,
    by('ast', (p) => (p === scorer ? 0 : 1)),
    u(),
  );
  const twoShots = u() < 0.85;
  const missCount = ((n) => (n < 0.35 ? 0 : n < 0.75 ? 1 : n < 0.95 ? 2 : 3))(u());
  const misses = [0, 1, 2].map(() => ({
    shooter: pick(own, scoreWeight('two'), u()),
    three: u() < 0.38,
    offensive: u() < 0.24,
    ownRebounder: pick(own, by('reb'), u()),
    otherRebounder: pick(other, by('reb'), u()),
    blocked: u() < 0.1,
    blocker: pick(other, by('blk'), u()),
  }));
  const otherTurnover = u() < 0.15;
  const otherLoser = pick(other, by('ast'), u());
  const stolen = u() < 0.6;
  const stealer = pick(own, by('stl'), u());
  const ownTurnover = u() < 0.1;
  const ownLoser = pick(own, by('ast'), u());
  const foul = u() < 0.15;
  const fouler = pick(other, (p) => p.share, u());
  return {
    kind,
    scorer,
    variant,
    assist: assisted && (kind === 'two' || kind === 'three') ? assist : null,
    ftAttempts: kind === 'ft1' ? (twoShots ? 2 : 1) : kind === 'ft2' ? 2 : 0,
    misses: misses.slice(0, missCount),
    otherTurnover: otherTurnover ? { loser: otherLoser, stealer: stolen ? stealer : null } : null,
    ownLoser: ownTurnover ? ownLoser : null,
    // Free throws come from a foul of the other side.
    fouler: foul || kind === 'ft1' || kind === 'ft2' ? fouler : null,
  };
}

const VALUE: Record<ShotKind, number> = { two: 2, three: 3, ft1: 1, ft2: 2 };

/** The credits of a whole play. */
function creditsOf(side: SideNo, d: ReturnType<typeof draft>, scorer: PlayPlayer): Credit[] {
  const other: SideNo = side === 1 ? 2 : 1;
  const out: Credit[] = [];
  const add = (s: SideNo, p: PlayPlayer | null, ...stats: StatKey[]) => {
    if (p) for (const stat of stats) out.push({ side: s, playerId: p.playerId, stat });
  };
  for (let i = 0; i < VALUE[d.kind]; i++) add(side, scorer, 'points');
  if (d.kind === 'two') add(side, scorer, 'fgm', 'fga');
  if (d.kind === 'three') add(side, scorer, 'fgm', 'fga', 'tpm', 'tpa');
  if (d.kind === 'ft1' || d.kind === 'ft2') {
    for (let i = 0; i < VALUE[d.kind]; i++) add(side, scorer, 'ftm');
    for (let i = 0; i < d.ftAttempts; i++) add(side, scorer, 'fta');
  }
  add(side, d.assist, 'ast');
  for (const miss of d.misses) {
    add(side, miss.shooter, 'fga');
    if (miss.three) add(side, miss.shooter, 'tpa');
    if (miss.blocked) add(other, miss.blocker, 'blk');
    if (miss.offensive) add(side, miss.ownRebounder, 'oreb');
    else add(other, miss.otherRebounder, 'dreb');
  }
  if (d.otherTurnover) {
    add(other, d.otherTurnover.loser, 'tov');
    add(side, d.otherTurnover.stealer, 'stl');
  }
  add(side, d.ownLoser, 'tov');
  add(other, d.fouler, 'pf');
  return out;
}

/** Basket → play. A pending basket is only its free throws: the rest comes with the basket. */
function playOf(input: PlayInput, basket: Basket): Play | null {
  const own = input.rosters[basket.side];
  const other = input.rosters[basket.side === 1 ? 2 : 1];
  const rng = createRandom(hashSeed(input.seed, 'bk-play', basket.period, basket.side, basket.seq));
  // The full value, so a pending basket has the scorer its basket will have.
  const d = draft(rng, basket.value, own, other);
  const scorer = d.scorer ?? own[0];
  if (!scorer) return null;
  if (basket.pending) {
    const credits = (['points', 'ftm', 'fta'] as const).flatMap((stat) =>
      Array.from({ length: basket.points }, () => ({
        side: basket.side,
        playerId: scorer.playerId,
        stat,
      })),
    );
    return {
      ...basket,
      kind: basket.points === 2 ? 'ft2' : 'ft1',
      scorer,
      assist: null,
      ftAttempts: basket.points,
      variant: d.variant,
      credits,
    };
  }
  return {
    ...basket,
    kind: d.kind,
    scorer,
    assist: d.assist,
    ftAttempts: d.ftAttempts,
    variant: d.variant,
    credits: creditsOf(basket.side, d, scorer),
  };
}

/** Every play so far, in game order. */
export function playsOf(input: PlayInput): {
  spans: PeriodSpan[];
  plays: Play[];
  source: 'script' | 'chain';
} {
  const { spans, baskets, source } = basketsOf(input);
  const plays = baskets
    .flatMap((b) => playOf(input, b) ?? [])
    .sort((a, b) => a.period - b.period || a.t - b.t || a.side - b.side || a.seq - b.seq);
  return { spans, plays, source };
}
