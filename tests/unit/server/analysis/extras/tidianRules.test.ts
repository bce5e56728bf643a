// Pins the data tips' thresholds (提点): a record is always told, a trend only when it is one —
// over/under at 60 % and 30 % of this match's line, both teams scoring, half-time leads, clean sheets,
// scoring runs — and in points for basketball (docs/decisions/match-analysis-extras.md).
import { describe, expect, it } from 'vitest';
import { tidianOf } from '../../../../../server/features/analysis/extras/tidianRules';
import { context, game, side } from './fixtures';

const tips = (list: ReturnType<typeof tidianOf>) => list.map((t) => `${t.kind}:${t.text}`);

describe('over/under', () => {
  const totals = (goals: number[]) => goals.map((g) => game(1, [g, 0]));

  it('tells 60 % over and at most 30 % over, nothing between', () => {
    const over = tidianOf(
      context(side(1, 'A', { recent: totals([3, 3, 3, 1, 1]) }), side(2, 'B')),
      2.5,
    );
    expect(tips(over)).toContain('overUnder:A近5场有3场总进球大于2.5球');
    const between = tidianOf(
      context(side(1, 'A', { recent: totals([3, 3, 1, 1, 1]) }), side(2, 'B')),
      2.5,
    );
    expect(between.some((t) => t.kind === 'overUnder')).toBe(false);
    const under = tidianOf(
      context(side(1, 'A', { recent: totals([3, 1, 1, 1, 1]) }), side(2, 'B')),
      2.5,
    );
    expect(tips(under)).toContain('overUnder:A近5场仅1场总进球大于2.5球');
  });

  it('needs a line, and five matches', () => {
    const games = totals([3, 3, 3, 3, 3]);
    expect(
      tidianOf(context(side(1, 'A', { recent: games }), side(2, 'B')), null).some(
        (t) => t.kind === 'overUnder',
      ),
    ).toBe(false);
    expect(
      tidianOf(context(side(1, 'A', { recent: games.slice(0, 4) }), side(2, 'B')), 2.5).map(
        (t) => t.kind,
      ),
    ).toEqual(['average']);
  });
});

describe('football trends', () => {
  it('tells both scoring, half-time leads, clean sheets and a scoring run', () => {
    const recent = [
      game(1, [2, 1], { half: [1, 0] }),
      game(1, [1, 1], { half: [1, 0] }),
      game(1, [3, 2], { half: [0, 1] }),
      game(1, [1, 0], { half: [1, 0] }),
      game(1, [2, 0], { half: [0, 0] }),
    ];
    expect(tips(tidianOf(context(side(1, 'A', { recent }), side(2, 'B')), 5.5))).toEqual([
      'average:A近5场场均进1.8球、失0.8球',
      'overUnder:A近5场仅0场总进球大于5.5球',
      'halfTime:A近5场有3场半场领先',
      'bothScore:A近5场有3场双方均有进球',
      'cleanSheet:A近5场有2场零封对手',
      'scoringRun:A已连续5场比赛取得进球',
    ]);
  });

  it('tells two blanks in a row', () => {
    const recent = [
      game(1, [0, 1]),
      game(1, [0, 0]),
      game(1, [1, 1]),
      game(1, [1, 2]),
      game(1, [2, 2]),
    ];
    expect(tips(tidianOf(context(side(1, 'A', { recent }), side(2, 'B')), null))).toContain(
      'scoringRun:A已连续2场比赛未能取得进球',
    );
  });
});

describe('venue and meetings', () => {
  it('tells a venue record from three matches, the meetings from one', () => {
    const venue = [game(1, [1, 0]), game(1, [0, 0]), game(1, [0, 2])];
    const away = side(2, 'B', {
      venue: [game(2, [1, 0], { away: true }), game(2, [1, 0], { away: true })],
    });
    const list = tidianOf(
      context(side(1, 'A', { venue }), away, { meetings: [game(1, [2, 1])] }),
      2.5,
    );
    expect(tips(list)).toEqual([
      'headToHead:双方近1次交锋，A1胜0平0负，场均3球',
      'venue:A近3个主场1胜1平1负',
    ]);
  });

  it('speaks of points in basketball, without draws', () => {
    const recent = [100, 110, 95, 105, 90].map((p) => game(1, [p, 100], { sport: 2 }));
    const list = tidianOf(context(side(1, 'A', { recent }), side(2, 'B'), { sport: 2 }), 199.5);
    expect(tips(list)).toEqual([
      'average:A近5场场均得100分、失100分',
      'overUnder:A近5场有3场总分大于199.5分',
    ]);
  });
});
