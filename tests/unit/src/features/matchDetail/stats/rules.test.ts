// Pins the basketball quarter table: four quarters always, overtimes when played, away first.
import { describe, expect, it } from 'vitest';
import { periodColumn, quarterTable } from '@features/matchDetail/stats/rules';

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
