// Pins the basketball 赛况 rules: the quarter table (four quarters always, overtimes when played,
// away first), and the statistics' formatting: made-att, one-decimal rates, minutes, comparison bars
// that add up to 100 (0-0 too), who is ahead (fewer turnovers and fouls), box-score rows and order.
import { describe, expect, it } from 'vitest';
import {
  BOX_COLUMNS,
  barWidths,
  boxCells,
  leaderOf,
  madeAttText,
  minutesText,
  percentOf,
  percentText,
  periodColumn,
  playerRow,
  quarterTable,
  starterFirst,
  teamStatRows,
} from '@features/matchDetail/stats/rules';
import { matchTeamStats, notStartedStats, statLine } from './fixtures';

describe('quarter table', () => {
  it('names quarters and overtimes', () => {
    expect([0, 1, 2, 3, 4, 5].map(periodColumn)).toEqual([
      '第一节',
      '第二节',
      '第三节',
      '第四节',
      '加时1',
      '加时2',
    ]);
  });

  it('shows four quarters before they are played, and splits home and away points', () => {
    expect(
      quarterTable([
        [25, 22],
        [30, 18],
      ]),
    ).toEqual({
      columns: ['第一节', '第二节', '第三节', '第四节'],
      home: [25, 30],
      away: [22, 18],
    });
  });

  it('adds an overtime column when one was played', () => {
    const table = quarterTable([
      [20, 20],
      [20, 20],
      [20, 20],
      [20, 20],
      [8, 6],
    ]);
    expect(table.columns.at(-1)).toBe('加时1');
    expect(table.home.at(-1)).toBe(8);
  });
});

describe('statistics formatting', () => {
  it('prints made-att and one-decimal rates, "-" without an attempt', () => {
    expect(madeAttText(8, 17)).toBe('8-17');
    expect(madeAttText(0, 0)).toBe('0-0');
    expect(percentOf(8, 17)).toBe(47.1);
    expect(percentOf(1, 3)).toBe(33.3);
    expect(percentOf(2, 3)).toBe(66.7);
    expect(percentOf(0, 0)).toBeNull();
    expect(percentText(50)).toBe('50.0%');
    expect(percentText(47.1)).toBe('47.1%');
    expect(percentText(null)).toBe('-');
    expect(minutesText(34)).toBe('34');
  });

  it('splits a comparison bar into halves adding up to 100, evenly at 0-0', () => {
    expect(barWidths(80, 88)).toEqual([48, 52]);
    expect(barWidths(1, 2)).toEqual([33, 67]);
    expect(barWidths(2, 1)).toEqual([67, 33]);
    expect(barWidths(0, 0)).toEqual([50, 50]);
    expect(barWidths(0, 5)).toEqual([0, 100]);
    for (const [a, h] of [
      [1, 2],
      [13, 7],
      [41.7, 47.1],
      [0, 0],
    ] as const) {
      const [left, right] = barWidths(a, h);
      expect(left + right).toBe(100);
    }
  });

  it('names the side ahead, fewer being better for turnovers and fouls', () => {
    expect(leaderOf(10, 8)).toBe('away');
    expect(leaderOf(8, 10)).toBe('home');
    expect(leaderOf(9, 9)).toBeNull();
    expect(leaderOf(12, 9, true)).toBe('home');
  });

  it('builds the team rows away first, shooting by its rate', () => {
    const { away, home } = matchTeamStats();
    const rows = teamStatRows(away, home);
    expect(rows.map((r) => r.label)).toEqual([
      '得分',
      '篮板',
      '助攻',
      '抢断',
      '盖帽',
      '失误',
      '犯规',
      '投篮',
      '三分',
      '罚球',
    ]);
    const points = rows[0]!;
    expect([points.away.text, points.home.text, points.leader]).toEqual(['80', '88', 'home']);
    expect(points.widths).toEqual([48, 52]);
    const turnovers = rows.find((r) => r.key === 'turnovers')!;
    expect(turnovers.leader).toBe('home');
    const shooting = rows.find((r) => r.key === 'fieldGoals')!;
    expect(shooting.away).toEqual({ text: '30-72', sub: '41.7%' });
    expect(shooting.home).toEqual({ text: '33-70', sub: '47.1%' });
    expect(shooting.widths).toEqual([47, 53]);
  });

  it('has even bars and no rates before tip-off', () => {
    const rows = teamStatRows(notStartedStats.away, notStartedStats.home);
    for (const row of rows) {
      expect(row.widths).toEqual([50, 50]);
      expect(row.leader).toBeNull();
    }
    expect(rows.find((r) => r.key === 'threePoints')!.away).toEqual({ text: '0-0', sub: '-' });
  });
});

describe('box score', () => {
  it('has the cells of its columns', () => {
    expect(BOX_COLUMNS).toHaveLength(11);
    expect(
      boxCells(
        statLine({
          minutes: 36,
          points: 31,
          fieldGoalsMade: 11,
          fieldGoalsAttempted: 20,
          threePointsMade: 5,
          threePointsAttempted: 9,
          freeThrowsMade: 4,
          freeThrowsAttempted: 4,
        }),
      ),
    ).toEqual(['36', '31', '5', '3', '1', '0', '2', '2', '11-20', '5-9', '4-4']);
  });

  it('shows a line once a player has been on the floor, else why not', () => {
    const line = statLine();
    expect(playerRow({ injury: null, stats: line })).toEqual({ stats: line });
    expect(playerRow({ injury: 'doubtful', stats: line })).toEqual({ stats: line });
    expect(playerRow({ injury: 'out', stats: null })).toEqual({ note: '伤病缺阵' });
    expect(playerRow({ injury: null, stats: null })).toEqual({ note: '未上场' });
    expect(playerRow({ injury: null, stats: statLine({ minutes: 0 }) })).toEqual({
      note: '未上场',
    });
  });

  it('puts starters first, each group in its order', () => {
    const players = [
      { id: 1, isStarter: false },
      { id: 2, isStarter: true },
      { id: 3, isStarter: false },
      { id: 4, isStarter: true },
    ];
    expect(starterFirst(players).map((p) => p.id)).toEqual([2, 4, 1, 3]);
  });
});
