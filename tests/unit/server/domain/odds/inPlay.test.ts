// Pins the in-play book (issue 31 item 6, docs/decisions/in-play-odds.md). Every finished match
// showed 0.63 受让球半 1.30 and a 0-0 in the 82nd minute 1.30 平手 0.63: the lines were priced
// until no time was left and their waters ran into the caps. Here 300 scripted football matches are
// played minute by minute through the simulator's pure odds step (oddsDrift.ts nextOdds), from each
// bookmaker's seeded opening odds, and the lines they end on — the ones a finished match shows — are
// spread like a bookmaker's, their waters near even; then the model's moves are pinned one by one.
import { describe, expect, it } from 'vitest';
import { draftProviderOdds, type MatchForOdds } from '../../../../../server/seed/odds/history';
import { footballLivePrices, type InPlayState } from '../../../../../server/domain/odds/inPlay';
import { goalShareLeft } from '../../../../../server/domain/odds/goalTiming';
import { fairOfWaters, returnOfWaters } from '../../../../../server/domain/odds/oddsMath';
import { footballModel, type Triple } from '../../../../../server/domain/odds/pricing';
import { PROVIDERS, marginsOf } from '../../../../../server/domain/odds/providers';
import { createRandom, hashSeed } from '../../../../../server/domain/random';
import { basketballScript } from '../../../../../server/simulator/basketballScript';
import { footballScript } from '../../../../../server/simulator/footballScript';
import { basketballStateAt, footballStateAt } from '../../../../../server/simulator/matchState';
import {
  modelPrices,
  nextOdds,
  remainingShare,
  type OddsRow,
} from '../../../../../server/simulator/oddsDrift';
import type { Roster } from '../../../../../server/simulator/scriptTypes';

const SEED = 31;
const MATCHES = 300;
const KICKOFF = Date.UTC(2026, 10, 22, 12);

const squad = (side: string): Roster => ({
  starters: ['G', 'D', 'D', 'D', 'D', 'M', 'M', 'M', 'F', 'F', 'F'].map((position, i) => ({
    name: `${side}${i + 1}`,
    position,
    shirtNumber: i + 1,
  })),
  bench: [],
});

interface Played {
  /** The in-play bookmakers' line rows at full time: what a finished match shows. */
  finals: Array<{ type: 'asia' | 'bigsmall'; values: Triple }>;
  /** Every line an in-play bookmaker wrote during the match. */
  moves: Array<{ type: 'asia' | 'bigsmall'; values: Triple; state: string }>;
  europeAtEnd: Array<{ values: Triple; lead: number }>;
  /** Each minute from the hour (stoppage time aside) with one side a goal ahead: the lines then. */
  lateLead: LateLead[];
}

interface LateLead {
  minute: number;
  scored: number;
  /** Whether the book offers each line market now, or has closed it (封盘). */
  open: { asia: boolean; bigsmall: boolean };
  /** The model's over/under line now, when offered. */
  modelLine: number | null;
  /** Every in-play bookmaker's over/under: its pre-match line and what it shows now. */
  overUnder: Array<{ opening: number; current: Triple }>;
}

/** One scripted match played minute by minute through the drift, as the simulator's hook does. */
function play(id: number): Played {
  const rng = createRandom(hashSeed(SEED, 'match', id));
  const homeStrength = rng.decimal(-0.6, 0.6, 3);
  const awayStrength = rng.decimal(-0.6, 0.6, 3);
  const match: MatchForOdds = {
    id,
    sport: 1,
    matchTime: new Date(KICKOFF),
    homeStrength,
    awayStrength,
    leagueTotal: rng.decimal(2.35, 3.0, 2),
  };
  const script = footballScript(
    SEED,
    { id, isCup: false, homeRating: 75 + 15 * homeStrength, awayRating: 75 + 15 * awayStrength },
    squad('H'),
    squad('A'),
  );
  let nextId = 1;
  const rows: OddsRow[] = PROVIDERS.filter((p) => p.sport !== 2 && !p.lotteryOnly).flatMap((p) =>
    draftProviderOdds(SEED, match, p, KICKOFF).map((d) => ({
      id: nextId++,
      providerId: d.providerId,
      type: d.type,
      opening: d.opening,
      current: d.current,
    })),
  );
  const played: Played = { finals: [], moves: [], europeAtEnd: [], lateLead: [] };
  for (let minute = 0; ; minute++) {
    const state = footballStateAt(script, minute * 60 + 30);
    if (state.final) break;
    const live = { id, sport: 1, ...state };
    const remaining = remainingShare(live);
    if (remaining === null) continue;
    const moved = nextOdds(live, rows, remaining, createRandom(hashSeed(SEED, id, minute)));
    for (const m of moved) {
      const row = rows.find((r) => r.id === m.id)!;
      row.current = m.values;
      if (row.type !== 'europe')
        played.moves.push({
          type: row.type,
          values: m.values,
          state: `${state.minute}' ${state.homeScore}-${state.awayScore}`,
        });
    }
    const lead = state.homeScore - state.awayScore;
    const clock = /^\d+$/.test(state.minute ?? '') ? Number(state.minute) : null;
    if (clock !== null && clock >= 60 && clock < 90 && Math.abs(lead) === 1) {
      const quote = modelPrices(live, rows, remaining)(marginsOf(PROVIDERS[0]!));
      played.lateLead.push({
        minute: clock,
        scored: state.homeScore + state.awayScore,
        open: { asia: quote.asia !== null, bigsmall: quote.bigsmall !== null },
        modelLine: quote.bigsmall?.[1] ?? null,
        overUnder: rows
          .filter((r) => r.type === 'bigsmall')
          .map((r) => ({ opening: r.opening[1], current: r.current })),
      });
    }
    if (state.minute === '85')
      for (const r of rows.filter((x) => x.type === 'europe'))
        played.europeAtEnd.push({ values: r.current, lead: state.homeScore - state.awayScore });
  }
  for (const r of rows)
    if (r.type !== 'europe') played.finals.push({ type: r.type, values: r.current });
  return played;
}

const games = Array.from({ length: MATCHES }, (_, i) => play(i + 1));
const waters = (values: Triple) => [values[0], values[2]];
const show = (v: Triple) => v.join(' ');

describe('300 scripted matches played through the in-play book', () => {
  it.each(['asia', 'bigsmall'] as const)(
    'the %s lines they end on are spread, none piled up at the caps',
    (type) => {
      const finals = games.flatMap((g) => g.finals.filter((f) => f.type === type));
      const lines = new Map<number, number>();
      const triples = new Map<string, number>();
      for (const f of finals) {
        lines.set(f.values[1], (lines.get(f.values[1]) ?? 0) + 1);
        triples.set(show(f.values), (triples.get(show(f.values)) ?? 0) + 1);
      }
      // The last handicaps sit near 平手 (the goals still to come are few), the totals on the score.
      expect(lines.size).toBeGreaterThanOrEqual(5);
      // No single line is where most matches end, and no one set of prices repeats much.
      expect(Math.max(...lines.values()) / finals.length).toBeLessThan(0.5);
      expect(Math.max(...triples.values()) / finals.length).toBeLessThan(0.05);
      const all = finals.flatMap((f) => waters(f.values));
      const capped = all.filter((w) => w <= 0.6 || w >= 1.3);
      expect(capped, 'waters at the caps').toEqual([]);
    },
  );

  it('every line written in play keeps its waters off the caps, near even around a balanced line', () => {
    const moves = games.flatMap((g) => g.moves);
    expect(moves.length).toBeGreaterThan(MATCHES * 20);
    // Late on the quarter lines lie far apart in chance: the nearest may be a 42% or 58% side, and
    // its waters then reach 0.62–1.28, as on a real board just before the line moves.
    const bad = moves.filter((m) => waters(m.values).some((w) => w < 0.62 || w > 1.28));
    expect(
      bad.slice(0, 10).map((m) => `${m.type} ${m.state}: ${show(m.values)}`),
      `${bad.length} of ${moves.length}`,
    ).toEqual([]);
    // A balanced line (its fair chance within 0.05 of even) keeps both waters within 0.70–1.15.
    const balanced = moves.filter(
      (m) => Math.abs(fairOfWaters(m.values[0], m.values[2]) - 0.5) < 0.05,
    );
    expect(balanced.length / moves.length).toBeGreaterThan(0.6);
    const skewed = balanced.filter((m) => waters(m.values).some((w) => w < 0.7 || w > 1.15));
    expect(skewed.map((m) => `${m.type} ${m.state}: ${show(m.values)}`).slice(0, 10)).toEqual([]);
    const all = moves.flatMap((m) => waters(m.values));
    const near = all.filter((w) => w >= 0.75 && w <= 1.1);
    expect(near.length / all.length).toBeGreaterThan(0.8);
    // Whatever the line, the two waters carry the book's margin: a return of 93.5–96% (their sum
    // about 1.74–1.84 at even money, a little more on a line priced away from it).
    const off = moves.filter((m) => {
      const rate = returnOfWaters(m.values[0], m.values[2]);
      return rate < 0.93 || rate > 0.965;
    });
    expect(off.map((m) => show(m.values)).slice(0, 10)).toEqual([]);
  }, 30_000);

  it('the over/under line written in play always lies above the goals already scored', () => {
    const below = games
      .flatMap((g) => g.moves)
      .filter((m) => {
        if (m.type !== 'bigsmall') return false;
        const [, home, away] = /(\d+)-(\d+)$/.exec(m.state)!;
        return m.values[1] <= Number(home) + Number(away);
      });
    expect(below.map((m) => `${m.state}: ${show(m.values)}`).slice(0, 10)).toEqual([]);
  }, 30_000);

  it('1X2 follows the state: five minutes from time the side ahead is the favourite', () => {
    const late = games.flatMap((g) => g.europeAtEnd).filter((e) => e.lead !== 0);
    expect(late.length).toBeGreaterThan(100);
    for (const { values, lead } of late) {
      const leader = lead > 0 ? values[0] : values[2];
      expect(leader).toBeLessThan(Math.min(values[1], lead > 0 ? values[2] : values[0]));
    }
  });
});

describe('quiet late states: one side a goal ahead from the hour', () => {
  const states = games.flatMap((g) => g.lateLead);
  const share = (xs: readonly unknown[], of: readonly unknown[]) => xs.length / of.length;
  const between = (from: number, to: number) =>
    states.filter((s) => s.minute >= from && s.minute < to);
  // At 1-0 (or 0-1): the bookmakers' over/under then, and whether the market was open.
  const oneNil = states.flatMap((s) =>
    s.scored === 1
      ? s.overUnder.map((o) => ({ ...o, minute: s.minute, open: s.open, modelLine: s.modelLine }))
      : [],
  );

  it('the over/under comes down from its pre-match line: 1.25 to 2.25 at 1-0', () => {
    expect(oneNil.length).toBeGreaterThan(1_000);
    const above = oneNil.filter((o) => o.current[1] >= o.opening);
    expect(
      above.map((o) => `${o.minute}' opened ${o.opening}: ${show(o.current)}`).slice(0, 10),
    ).toEqual([]);
    const offered = oneNil.filter((o) => o.open.bigsmall);
    const odd = offered.filter((o) => o.current[1] < 1.25 || o.current[1] > 2.25);
    expect(odd.map((o) => `${o.minute}': ${show(o.current)}`).slice(0, 10)).toEqual([]);
  });

  it('every bookmaker shows the line of the moment, not one left behind', () => {
    const offered = oneNil.filter((o) => o.open.bigsmall);
    const behind = offered.filter((o) => o.current[1] !== o.modelLine);
    expect(
      behind.map((o) => `${o.minute}': ${show(o.current)}, line now ${o.modelLine}`).slice(0, 10),
      `${behind.length} of ${offered.length}`,
    ).toEqual([]);
  });

  it('the line markets stay open in most of them until the last ten minutes', () => {
    const quiet = between(60, 80);
    expect(quiet.length).toBeGreaterThan(1_500);
    expect(
      share(
        quiet.filter((s) => s.open.bigsmall),
        quiet,
      ),
    ).toBeGreaterThan(0.85);
    expect(
      share(
        quiet.filter((s) => s.open.asia),
        quiet,
      ),
    ).toBeGreaterThan(0.5);
    // With five minutes left no over/under line can be priced near even: it is settled in all
    // but name, and closed.
    expect(between(85, 90).filter((s) => s.open.bigsmall)).toEqual([]);
  });

  it('their waters stay near even money: within 0.70–1.15 for most, never near the caps', () => {
    const offered = oneNil.filter((o) => o.open.bigsmall);
    const all = offered.flatMap((o) => waters(o.current));
    expect(all.filter((w) => w < 0.62 || w > 1.28)).toEqual([]);
    expect(
      share(
        all.filter((w) => w >= 0.7 && w <= 1.15),
        all,
      ),
    ).toBeGreaterThan(0.8);
  });
});

describe('the in-play model', () => {
  const crown = marginsOf(PROVIDERS[0]!);
  const model = footballModel(0.4, -0.2, 2.7);
  const at = (minute: number, over: Partial<InPlayState> = {}): InPlayState => ({
    homeScore: 0,
    awayScore: 0,
    homeRed: 0,
    awayRed: 0,
    remaining: (90 - minute) / 90,
    ...over,
  });

  it('the favourite gives less handicap as time runs out', () => {
    const lines = [0, 30, 60].map((m) => footballLivePrices(model, at(m), crown).asia![1]);
    expect(lines[0]).toBeLessThan(lines[1]!);
    expect(lines[1]).toBeLessThan(lines[2]!);
    expect(lines[2]).toBeLessThanOrEqual(0);
  });

  it('a red card moves the handicap towards the other side by quarter balls', () => {
    const eleven = footballLivePrices(model, at(30), crown).asia!;
    const homeRed = footballLivePrices(model, at(30, { homeRed: 1 }), crown).asia!;
    const awayRed = footballLivePrices(model, at(30, { awayRed: 1 }), crown).asia!;
    expect(homeRed[1] - eleven[1]).toBeGreaterThanOrEqual(0.25);
    expect(eleven[1] - awayRed[1]).toBeGreaterThanOrEqual(0.25);
    for (const line of [eleven, homeRed, awayRed]) expect(Number.isInteger(line[1] * 4)).toBe(true);
  });

  it('the side behind presses: it gets more of the handicap than when level', () => {
    const level = footballLivePrices(model, at(40), crown).asia!;
    const behind = footballLivePrices(model, at(40, { awayScore: 1 }), crown).asia!;
    expect(behind[1]).toBeLessThan(level[1]);
  });

  it('the over/under line is the goals scored plus the expected remaining', () => {
    const start = footballLivePrices(model, at(0), crown).bigsmall!;
    expect(start[1]).toBeGreaterThanOrEqual(2.25);
    expect(start[1]).toBeLessThanOrEqual(3);
    const twoGoals = footballLivePrices(model, at(30, { homeScore: 2 }), crown).bigsmall!;
    expect(twoGoals[1]).toBeGreaterThanOrEqual(3.25);
    expect(twoGoals[1]).toBeLessThanOrEqual(4);
  });

  it('goals come faster late on: more of them are still to come than the time left says', () => {
    expect(goalShareLeft(1)).toBe(1);
    expect(goalShareLeft(0)).toBe(0);
    expect(goalShareLeft(0.5)).toBeCloseTo(0.55);
    expect(goalShareLeft(10 / 90)).toBeGreaterThan(0.13);
    // The rate rises: each later ten minutes holds more goals than the one before.
    const tens = Array.from(
      { length: 9 },
      (_, i) => goalShareLeft(1 - i / 9) - goalShareLeft(1 - (i + 1) / 9),
    );
    for (let i = 1; i < tens.length; i++) expect(tens[i]).toBeGreaterThan(tens[i - 1]!);
  });

  it("at 67' 1-0 the over/under is 1.5 or 1.75 at waters near even, whoever leads", () => {
    for (const teams of [model, footballModel(0, 0, 2.5), footballModel(-0.3, 0.3, 2.6)]) {
      for (const score of [{ homeScore: 1 }, { awayScore: 1 }]) {
        const line = footballLivePrices(teams, at(67, score), crown).bigsmall;
        expect(line, JSON.stringify({ teams, score })).not.toBeNull();
        expect([1.5, 1.75]).toContain(line![1]);
        for (const w of waters(line!)) {
          expect(w).toBeGreaterThanOrEqual(0.7);
          expect(w).toBeLessThanOrEqual(1.15);
        }
      }
    }
  });

  it('from the hour to the last ten minutes at 1-0 the over/under is offered but for a minute', () => {
    for (const teams of [model, footballModel(0, 0, 2.5), footballModel(-0.3, 0.3, 2.6)]) {
      const closed = Array.from({ length: 20 }, (_, i) => 60 + i).filter(
        (minute) => !footballLivePrices(teams, at(minute, { homeScore: 1 }), crown).bigsmall,
      );
      // Between 1.5 and 1.25 no quarter line is near even for a minute: the book suspends it
      // while its line moves, as real ones do.
      expect(closed.length, `closed at ${closed.join(', ')}`).toBeLessThanOrEqual(1);
    }
  });

  it('late on, with no line near even, the book closes the market instead of printing 1.30/0.63', () => {
    const late = footballLivePrices(model, at(88), crown);
    expect(late.asia).toBeNull();
    expect(late.bigsmall).toBeNull();
    const stoppage = footballLivePrices(model, at(90, { remaining: 0 }), crown);
    expect([stoppage.asia, stoppage.bigsmall]).toEqual([null, null]);
    // 1X2 is still priced, on the state: level at the death, the draw is short.
    expect(stoppage.europe[1]).toBeLessThan(1.1);
  });
});

// Basketball was checked for the same fault and does not have it: half-point lines on a normal model
// stay near even to the final buzzer. This guards it (it passed before the change too).
describe('40 scripted basketball games played through the book', () => {
  it('keep every in-play line near even money and end on lines spread like the games', () => {
    const written: number[] = [];
    const finals = new Set<string>();
    for (let id = 1; id <= 40; id++) {
      const rng = createRandom(hashSeed(SEED, 'basketball', id));
      const [homeStrength, awayStrength] = [rng.decimal(-0.6, 0.6, 3), rng.decimal(-0.6, 0.6, 3)];
      const quarterMinutes = id % 3 === 0 ? 10 : 12;
      const script = basketballScript(SEED, {
        id,
        quarterMinutes,
        homeRating: 75 + 15 * homeStrength,
        awayRating: 75 + 15 * awayStrength,
      });
      const match: MatchForOdds = {
        id,
        sport: 2,
        matchTime: new Date(KICKOFF),
        homeStrength,
        awayStrength,
        leagueTotal: quarterMinutes === 12 ? 220 : 170,
      };
      let nextId = 1;
      const rows: OddsRow[] = PROVIDERS.filter((p) => p.sport !== 1 && !p.lotteryOnly).flatMap(
        (p) => draftProviderOdds(SEED, match, p, KICKOFF).map((d) => ({ ...d, id: nextId++ })),
      );
      for (let t = 0; ; t += 120) {
        const state = basketballStateAt(script, t);
        if (state.final) break;
        const live = { id, sport: 2, ...state };
        const remaining = remainingShare(live, quarterMinutes);
        if (remaining === null) continue;
        for (const m of nextOdds(live, rows, remaining, createRandom(hashSeed(SEED, id, t)))) {
          const row = rows.find((r) => r.id === m.id)!;
          row.current = m.values;
          if (row.type !== 'europe') written.push(m.values[0], m.values[2]);
        }
      }
      for (const r of rows) if (r.type === 'asia') finals.add(show(r.current));
    }
    expect(written.length).toBeGreaterThan(5_000);
    expect(written.filter((w) => w < 0.7 || w > 1.2)).toEqual([]);
    expect(written.filter((w) => w >= 0.8 && w <= 1.05).length / written.length).toBeGreaterThan(
      0.9,
    );
    expect(finals.size).toBeGreaterThan(80);
  }, 60_000);
});
