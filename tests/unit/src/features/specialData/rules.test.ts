// The special data's rules (product-spec §5): when a match's page opens, which list a path is.
import { describe, expect, it } from 'vitest';
import {
  dispersionOpens,
  idOf,
  isGuarded,
  kellyOpens,
  listKindOf,
  moneyText,
  profitText,
  sameOddsOpens,
  volumesOpen,
} from '@features/specialData/rules';

describe('kellyOpens', () => {
  it('opens when the call answered with books', () => {
    expect(kellyOpens({ list: [{}] })).toBe(true);
  });
  it('stays on an empty list or a refused call (code other than 1)', () => {
    expect(kellyOpens({ list: [] })).toBe(false);
    expect(kellyOpens(null)).toBe(false);
  });
});

describe('volumesOpen', () => {
  it('football needs home, draw and away all above 0', () => {
    expect(volumesOpen([10, 5, 3], 1)).toBe(true);
    expect(volumesOpen([10, 0, 3], 1)).toBe(false);
    expect(volumesOpen([0, 0, 0], 1)).toBe(false);
    expect(volumesOpen([10, 5], 1)).toBe(false);
  });
  it('basketball needs home and away (no draw)', () => {
    expect(volumesOpen([10, 5], 2)).toBe(true);
    expect(volumesOpen([10, 0], 2)).toBe(false);
  });
});

describe('the other models', () => {
  it('dispersion needs two books; same odds one past match of any market', () => {
    expect(dispersionOpens(1)).toBe(false);
    expect(dispersionOpens(2)).toBe(true);
    expect(sameOddsOpens({ europe: 0, asia: 0, bigsmall: 0 })).toBe(false);
    expect(sameOddsOpens({ europe: 0, asia: 2, bigsmall: 0 })).toBe(true);
  });
});

describe('listKindOf', () => {
  it('reads the list pages and special-data-list’s type', () => {
    expect(listKindOf('/special/kelly', null)).toBe('kelly');
    expect(listKindOf('/bk-kelly/list', null)).toBe('bkKelly');
    expect(listKindOf('/bk-dispersed/list', null)).toBe('bkDispersed');
    expect(listKindOf('/special/proportion', null)).toBe('proportion');
    expect(listKindOf('/special-data-list', '1')).toBe('sameOdds');
    expect(listKindOf('/special-data-list', '4')).toBe('betfair');
    expect(listKindOf('/special-data-list', '6')).toBe('windVane');
    expect(listKindOf('/special-data-list', '9')).toBeNull();
    expect(listKindOf('/special-data-list', null)).toBeNull();
  });
});

describe('figures', () => {
  it('ids, guarded Kelly, money', () => {
    expect(idOf('78601500')).toBe(78601500);
    expect(idOf('0')).toBe(0);
    expect(idOf('x1')).toBe(0);
    expect(idOf('9999999999')).toBe(0);
    expect(isGuarded(0.999)).toBe(true);
    expect(isGuarded(1)).toBe(false);
    expect(moneyText(4793720)).toBe('479.37万');
    expect(moneyText(950)).toBe('950');
    expect(profitText(-336194)).toBe('−33.62万');
    expect(profitText(130720)).toBe('+13.07万');
  });
});
