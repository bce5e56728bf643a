// Pins formation → pitch coordinates and how starters fill the lines.
import { describe, expect, it } from 'vitest';
import {
  effectiveFormation,
  formationSpots,
  parseFormation,
  placeStarters,
} from '../../../../server/features/analysis/formation';

describe('parseFormation', () => {
  it.each([
    ['4-3-3', [4, 3, 3]],
    ['4-2-3-1', [4, 2, 3, 1]],
    [' 3-5-2 ', [3, 5, 2]],
    ['3-4-1-2', [3, 4, 1, 2]],
  ])('reads %s', (formation, lines) => {
    expect(parseFormation(formation)).toEqual(lines);
  });

  it.each([null, undefined, '', '4-4-3', '4-4', '10', '4-0-6', 'a-b-c', '4–4–2'])(
    'refuses %j',
    (formation) => {
      expect(parseFormation(formation)).toBeNull();
    },
  );

  it('falls back to 4-4-2', () => {
    expect(effectiveFormation(null)).toBe('4-4-2');
    expect(effectiveFormation('5-5-5')).toBe('4-4-2');
    expect(effectiveFormation('4-3-3')).toBe('4-3-3');
  });
});

describe('formationSpots', () => {
  it('puts the keeper in goal and each line across the pitch, back to front', () => {
    const spots = formationSpots('4-3-3');
    expect(spots).toHaveLength(11);
    expect(spots[0]).toEqual({ line: 0, x: 50, y: 8 });
    expect(spots.slice(1, 5)).toEqual([20, 40, 60, 80].map((x) => ({ line: 1, x, y: 28 })));
    expect(spots.slice(5, 8).map((s) => [s.line, s.x, s.y])).toEqual([
      [2, 25, 58],
      [2, 50, 58],
      [2, 75, 58],
    ]);
    expect(spots.slice(8).every((s) => s.line === 3 && s.y === 88)).toBe(true);
  });

  it('spreads four lines evenly and keeps every spot on the 0–100 pitch', () => {
    const spots = formationSpots('4-2-3-1');
    expect([...new Set(spots.map((s) => s.y))]).toEqual([8, 28, 48, 68, 88]);
    expect(spots.at(-1)).toEqual({ line: 4, x: 50, y: 88 });
    for (const s of spots) {
      expect(s.x).toBeGreaterThan(0);
      expect(s.x).toBeLessThan(100);
    }
  });

  it('draws 4-4-2 for a missing or broken formation', () => {
    expect(formationSpots(undefined)).toEqual(formationSpots('4-4-2'));
    expect(formationSpots('9-9')).toEqual(formationSpots('4-4-2'));
  });
});

describe('placeStarters', () => {
  const starters = [...'DGDDDMMMFFM'].map((position, i) => ({ position, depth: i + 1 }));

  it('puts the first goalkeeper in goal and fills the lines back to front by position', () => {
    const placed = placeStarters(starters, '4-4-2');
    expect(placed.map((p) => p.player.depth)).toEqual([2, 1, 3, 4, 5, 6, 7, 8, 11, 9, 10]);
    expect(placed.map((p) => `${p.spot.line}${p.player.position}`)).toEqual([
      '0G',
      '1D',
      '1D',
      '1D',
      '1D',
      '2M',
      '2M',
      '2M',
      '2M',
      '3F',
      '3F',
    ]);
  });

  it('uses the first by depth when no one is a goalkeeper, and leaves missing spots empty', () => {
    const placed = placeStarters(
      [
        { position: 'F', depth: 3 },
        { position: 'D', depth: 1 },
        { position: 'M', depth: 2 },
      ],
      '4-3-3',
    );
    expect(placed.map((p) => [p.player.depth, p.spot.line])).toEqual([
      [1, 0],
      [2, 1],
      [3, 1],
    ]);
    expect(placeStarters([], '4-3-3')).toEqual([]);
  });
});
