// Pins issue 33 §5: the README's world is the seed's world — the number of leagues it states and the
// names it lists are counted from the league catalogue (it said 21 where the catalogue had 22).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LEAGUES } from '../../../server/domain/sport/catalogue';

const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8').replace(
  /\s+/g,
  ' ',
);

/** "22 leagues (the five big European leagues, 中超, …, 欧篮联)": the number and the list. */
const stated = /(\d+) leagues \(the five big European leagues, ([^)]*)\)/.exec(readme);

describe('README: the generated world', () => {
  it('states as many leagues as the catalogue holds', () => {
    expect(
      stated,
      'the README names its leagues as "N leagues (the five big …, …)"',
    ).not.toBeNull();
    expect(Number(stated?.[1])).toBe(LEAGUES.length);
  });

  it('lists every competition but the five big European leagues by its short name', () => {
    const listed = (stated?.[2] ?? '').split(',').map((name) => name.trim());
    const catalogued = LEAGUES.map((league) => league.shortName);
    expect(listed.filter((name) => !catalogued.includes(name))).toEqual([]);
    expect(listed.length + 5).toBe(LEAGUES.length);
  });
});
