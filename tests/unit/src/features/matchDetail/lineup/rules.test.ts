// Pins the lineup tab's pure rules: a formation into rows, the starters on them (the server's lines
// first, the formation as a fallback), the top team (home) mirrored, and shirt numbers.
import { describe, expect, it } from 'vitest';
import {
  formationRows,
  lineupRows,
  pitchRows,
  shirtText,
} from '@features/matchDetail/lineup/rules';
import { placedEleven, player } from './fixtures';

const ids = (rows: { playerId: number }[][]) => rows.map((r) => r.map((p) => p.playerId));

describe('formationRows', () => {
  it('puts the goalkeeper first, then each line from the back', () => {
    expect(formationRows('4-4-2')).toEqual([1, 4, 4, 2]);
    expect(formationRows('4-2-3-1')).toEqual([1, 4, 2, 3, 1]);
    expect(formationRows(' 3-5-2 ')).toEqual([1, 3, 5, 2]);
  });

  it('refuses formations that are not ten outfield players in lines', () => {
    for (const bad of [
      null,
      undefined,
      '',
      '4-4',
      '4-4-3',
      '4-0-4-2',
      'abc',
      '4--6',
      '10',
      '4-4-2-',
    ]) {
      expect(formationRows(bad)).toBeNull();
    }
  });
});

describe('lineupRows', () => {
  it('groups by the server’s lines, left to right by x', () => {
    const eleven = placedEleven(1, [4, 2, 3, 1]);
    const shuffled = [...eleven].reverse();
    const rows = lineupRows(shuffled, '4-2-3-1');
    expect(rows.map((r) => r.length)).toEqual([1, 4, 2, 3, 1]);
    expect(ids(rows)).toEqual([[1], [2, 3, 4, 5], [6, 7], [8, 9, 10], [11]]);
  });

  it('believes the lines over the formation string', () => {
    const rows = lineupRows(placedEleven(1, [3, 5, 2]), '4-4-2');
    expect(rows.map((r) => r.length)).toEqual([1, 3, 5, 2]);
  });

  it('fills the formation in order when the players have no lines', () => {
    const eleven = Array.from({ length: 11 }, (_, i) => player({ playerId: i + 1 }));
    expect(lineupRows(eleven, '4-3-3').map((r) => r.length)).toEqual([1, 4, 3, 3]);
    // A missing or broken formation is drawn as 4-4-2, like the server does.
    expect(lineupRows(eleven, null).map((r) => r.length)).toEqual([1, 4, 4, 2]);
    expect(lineupRows(eleven, '9-9').map((r) => r.length)).toEqual([1, 4, 4, 2]);
  });

  it('keeps every player: short lineups end early, extra players form a last row', () => {
    const seven = Array.from({ length: 7 }, (_, i) => player({ playerId: i + 1 }));
    expect(lineupRows(seven, '4-4-2').map((r) => r.length)).toEqual([1, 4, 2]);
    const twelve = Array.from({ length: 12 }, (_, i) => player({ playerId: i + 1 }));
    expect(lineupRows(twelve, '4-4-2').map((r) => r.length)).toEqual([1, 4, 4, 2, 1]);
    expect(lineupRows([], '4-4-2')).toEqual([]);
  });
});

describe('pitchRows', () => {
  const rows = lineupRows(placedEleven(1), '4-4-2');

  // Issue 16 item 11 (a): the home team plays from the top, as in every score app.
  it('draws the top team (home) from its goal at the top edge, left and right swapped', () => {
    expect(ids(pitchRows(rows, 'top'))).toEqual([[1], [5, 4, 3, 2], [9, 8, 7, 6], [11, 10]]);
  });

  it('draws the bottom team (away) from the halfway line down to its goal at the bottom edge', () => {
    expect(ids(pitchRows(rows, 'bottom'))).toEqual([[10, 11], [6, 7, 8, 9], [2, 3, 4, 5], [1]]);
  });

  it('leaves the rows it was given alone', () => {
    const before = ids(rows);
    pitchRows(rows, 'top');
    pitchRows(rows, 'bottom');
    expect(ids(rows)).toEqual(before);
  });
});

describe('shirtText', () => {
  it('prints 0–99 and blanks anything else', () => {
    expect(shirtText(7)).toBe('7');
    expect(shirtText(0)).toBe('0');
    expect(shirtText(99)).toBe('99');
    expect(shirtText(100)).toBe('');
    expect(shirtText(-1)).toBe('');
  });
});
