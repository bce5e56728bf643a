// Pins the ad jumps of product-spec §5 and §9 (issue 37 §4): each jump type leads where the spec
// says — type 1 by inner id to a built page, type 2 to an http(s) address with the agentId appended
// when missing, type 46 by its JSON page and params — and the one-parameter kinds to the page of
// their id; whatever is malformed, unknown or not built yet leads nowhere (null), never throws.
// A click is tracked only under a non-empty key.
import { afterEach, describe, expect, it } from 'vitest';
import {
  adJumpTarget,
  INNER_PAGE_IDS,
  ONE_PARAMETER_TYPES,
  trackableClickKey,
  type AdJump,
} from '@shared/jumps';
import { bindRouteAvailability, type RouteName } from '@shared/routes';

const AGENT = '2335001';
const to = (jump: AdJump) => adJumpTarget(jump, AGENT);
const href = (jump: AdJump) => {
  const target = to(jump);
  return target?.kind === 'route' ? target.href : target;
};

let unbind: (() => void) | null = null;
/** Only these routes have screens (the rest show 此页面暂未开放). */
function builtOnly(names: readonly RouteName[]) {
  unbind = bindRouteAvailability((name) => names.includes(name));
}
afterEach(() => {
  unbind?.();
  unbind = null;
});

describe('type 1: an inner page by id', () => {
  it('maps each group of inner ids to its page', () => {
    expect(href({ jumpType: 1, innerId: 1 })).toBe('/plan-list/1/all');
    expect(href({ jumpType: 1, innerId: 41 })).toBe('/plan-list/2/all');
    expect(href({ jumpType: 1, innerId: '6' })).toBe('/expert/lab/1/1');
    expect(href({ jumpType: 1, innerId: 12 })).toBe('/expert/famous/1/1');
    expect(href({ jumpType: 1, innerId: 14 })).toBe('/tabs/match');
    expect(href({ jumpType: 1, innerId: 44 })).toBe('/tabs/match-bk');
    expect(href({ jumpType: 1, innerId: 45 })).toBe('/data/bk/index');
    expect(href({ jumpType: 1, innerId: 35 })).toBe('/pay/userChargeHuoyan');
    expect(href({ jumpType: 1, innerId: 38 })).toBe('/jiedu-list?type=3');
    expect(href({ jumpType: 1, innerId: 60 })).toBe('/message/center');
    expect(href({ jumpType: 1, innerId: 87 })).toBe('/special/betfair');
    expect(href({ jumpType: 1, innerId: 114 })).toBe('/set-meal-list/2');
    expect(href({ jumpType: 1, innerId: 99 })).toBe('/special-home/free');
    expect(href({ jumpType: 1, innerId: 101 })).toBe('/home/live');
    expect(href({ jumpType: 1, innerId: 103 })).toBe('/vip/buy');
    expect(href({ jumpType: 1, innerId: 110 })).toBe('/user/coupon-list');
    expect(href({ jumpType: 1, innerId: 112 })).toBe('/hd/vipBargain/apply');
    expect(href({ jumpType: 1, innerId: 116 })).toBe('/my-expert-month');
    expect(href({ jumpType: 1, innerId: 120 })).toBe('/user/customer-help');
  });

  it('gives every inner id of the spec a page but the partner’s (113), which has no route', () => {
    const spec = [
      1, 41, 4, 2, 3, 69, 55, 56, 57, 58, 70, 6, 7, 42, 43, 11, 12, 49, 50, 14, 44, 18, 45, 35, 36,
      38, 39, 40, 48, 98, 60, 61, 62, 63, 64, 85, 86, 87, 88, 89, 96, 97, 105, 106, 95, 114, 119,
      99, 100, 101, 102, 103, 104, 109, 118, 110, 112, 115, 116, 117, 120,
    ];
    expect([...INNER_PAGE_IDS].sort((a, b) => a - b)).toEqual([...spec].sort((a, b) => a - b));
    for (const innerId of spec)
      expect(to({ jumpType: 1, innerId }), String(innerId)).not.toBeNull();
    expect(to({ jumpType: 1, innerId: 113 })).toBeNull();
  });

  it('leads nowhere for an unknown or malformed id, or a page not built yet', () => {
    expect(to({ jumpType: 1, innerId: 9999 })).toBeNull();
    expect(to({ jumpType: 1, innerId: 'abc' })).toBeNull();
    expect(to({ jumpType: 1, innerId: '__proto__' })).toBeNull();
    expect(to({ jumpType: 1 })).toBeNull();
    builtOnly(['tabs/match']);
    expect(href({ jumpType: 1, innerId: 14 })).toBe('/tabs/match');
    expect(to({ jumpType: 1, innerId: 120 })).toBeNull();
  });
});

describe('type 2: another site', () => {
  it('appends the agentId when the address has none, and keeps one it has', () => {
    expect(to({ jumpType: 2, url: 'https://hd.example.com/a?x=1' })).toEqual({
      kind: 'external',
      url: `https://hd.example.com/a?x=1&agentId=${AGENT}`,
    });
    expect(to({ jumpType: '2', url: 'http://example.com/?agentId=9' })).toEqual({
      kind: 'external',
      url: 'http://example.com/?agentId=9',
    });
  });

  it('leads nowhere for anything but an http(s) address', () => {
    for (const url of ['javascript:alert(1)', 'data:text/html,hi', 'not a url', '', null, 42]) {
      expect(to({ jumpType: 2, url }), String(url)).toBeNull();
    }
  });
});

describe('type 46: a custom JSON page', () => {
  it('opens the page with its path parameters and the rest as query', () => {
    const extra = JSON.stringify({ page: 'plan', params: { id: 12, from: 'ad' } });
    expect(href({ jumpType: 46, extra })).toBe('/plan/12?from=ad');
    const withSlash = JSON.stringify({
      page: '/match-detail',
      params: { matchId: 5, tab: 'odds' },
    });
    expect(href({ jumpType: 46, extra: withSlash })).toBe('/match-detail?matchId=5&tab=odds');
    expect(href({ jumpType: 46, extra: JSON.stringify({ page: 'tabs/plan' }) })).toBe('/tabs/plan');
  });

  it('never throws: bad JSON, an unknown page, a missing parameter or a bad value lead nowhere', () => {
    const bad = [
      '{not json',
      'null',
      '"plan"',
      JSON.stringify({ params: { id: 1 } }),
      JSON.stringify({ page: 'no-such-page' }),
      JSON.stringify({ page: 'plan' }),
      JSON.stringify({ page: 'plan', params: { id: { nested: 1 } } }),
      JSON.stringify({ page: 'plan', params: [1] }),
      JSON.stringify({ page: 'plan', params: { id: true } }),
      JSON.stringify({ page: 'toString' }),
    ];
    for (const extra of bad) expect(() => to({ jumpType: 46, extra }), extra).not.toThrow();
    for (const extra of bad) expect(to({ jumpType: 46, extra }), extra).toBeNull();
    expect(to({ jumpType: 46 })).toBeNull();
  });

  it('leads nowhere when the page is not built', () => {
    builtOnly([]);
    expect(to({ jumpType: 46, extra: JSON.stringify({ page: 'tabs/plan' }) })).toBeNull();
  });
});

describe('the one-parameter kinds', () => {
  const cases: [number, string][] = [
    [3, '/plan/7'],
    [4, '/public/expertHome/7'],
    [5, '/match-detail?matchId=7'],
    [6, '/sns/detail/7'],
    [8, '/tjInterpretation/7'],
    [10, '/data/league-data/7'],
    [12, '/share-page/information?id=7'],
    [14, '/bk-match-detail?matchId=7'],
    [15, '/data/bk/league/7'],
    [43, '/expert-push/order/7'],
  ];
  it.each(cases)('type %i opens its page with the id', (jumpType, expected) => {
    expect(href({ jumpType, param: 7 })).toBe(expected);
    expect(href({ jumpType, param: ' 7 ' })).toBe(expected);
  });

  it.each([3, 4, 5, 6, 8, 10, 12, 14, 15, 43])(
    'type %i needs a whole id up to 2^31−1',
    (jumpType) => {
      for (const param of [0, -1, 1.5, '2147483648', 'x', null, undefined]) {
        expect(to({ jumpType, param }), String(param)).toBeNull();
      }
      expect(to({ jumpType, param: '2147483647' })).not.toBeNull();
    },
  );

  it('type 40 opens the coupons and type 66 my fans, whatever the parameter', () => {
    expect(href({ jumpType: 40 })).toBe('/user/coupon-list');
    expect(href({ jumpType: 40, param: 'x' })).toBe('/user/coupon-list');
    expect(href({ jumpType: 66, param: 3 })).toBe('/myAttention/me');
  });

  it('type 9 (a special template) has no page in the spec’s routes: it leads nowhere', () => {
    expect(to({ jumpType: 9, param: 7 })).toBeNull();
  });

  it('covers every one-parameter kind of the spec, and no other type', () => {
    expect([...ONE_PARAMETER_TYPES].sort((a, b) => a - b)).toEqual(
      [3, 4, 5, 6, 8, 9, 10, 12, 14, 15, 40, 43, 66].sort((a, b) => a - b),
    );
    for (const jumpType of [0, 7, 11, 13, 47, 99, null, 'x']) {
      expect(to({ jumpType, param: 7 }), String(jumpType)).toBeNull();
    }
  });
});

describe('click tracking', () => {
  it('needs a non-empty key', () => {
    expect(trackableClickKey('home_banner')).toBe('home_banner');
    expect(trackableClickKey(' home_banner ')).toBe('home_banner');
    for (const key of ['', '   ', null, undefined, 3]) expect(trackableClickKey(key)).toBeNull();
  });
});
