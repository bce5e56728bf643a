// Pins product-spec §9 "Game tab ids" and their odds companies.
import { describe, expect, it } from 'vitest';
import {
  BASKETBALL_GAME_TABS,
  FOOTBALL_GAME_TABS,
  defaultOddsCompany,
  isGameTab,
} from '@entities/match/rules';

describe('game tabs', () => {
  it('football tabs are 0, 407, 405, 401; basketball 0 and 406', () => {
    expect([...FOOTBALL_GAME_TABS].sort()).toEqual([0, 401, 405, 407]);
    expect([...BASKETBALL_GAME_TABS]).toEqual([0, 406]);
    expect(isGameTab('football', 406)).toBe(false);
    expect(isGameTab('basketball', 406)).toBe(true);
  });

  it('defaultOddsCompany: 407 official jingcai is company 6, 406 is company 5, else crown 0', () => {
    expect(defaultOddsCompany('football', 407)).toBe(6);
    expect(defaultOddsCompany('basketball', 406)).toBe(5);
    for (const tab of [0, 401, 405]) expect(defaultOddsCompany('football', tab)).toBe(0);
    expect(defaultOddsCompany('basketball', 0)).toBe(0);
  });
});
