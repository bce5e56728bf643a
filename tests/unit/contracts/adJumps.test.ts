// Pins what an advert carries for each jump kind of product-spec §9 (contracts/adJumps.ts, which the
// server's answer, the ads table's checks and the client's mapping all follow): no type shows only;
// type 1 an inner id the spec maps; type 2 an http(s) address; type 46 the JSON of a page and its
// params; the one-parameter kinds the id of what they open (40 and 66 may leave it out); and each
// kind no field of another. The kinds and inner ids are the ones the client maps (src/shared/jumps).
import { describe, expect, it } from 'vitest';
import { adSchema } from '../../../contracts/ads';
import {
  AD_INNER_IDS,
  AD_JUMP_ID_KINDS,
  AD_JUMP_OWN_LIST_KINDS,
  AD_JUMP_TYPES,
  adJumpProblem,
  customJumpOf,
  type AdJumpFields,
} from '../../../contracts/adJumps';
import { INNER_PAGE_IDS, ONE_PARAMETER_TYPES } from '../../../src/shared/jumps';

const NONE: AdJumpFields = { jumpType: null, innerId: null, param: null, url: null, extra: null };
const jump = (fields: Partial<AdJumpFields>): AdJumpFields => ({ ...NONE, ...fields });
const ok = (fields: Partial<AdJumpFields>) => adJumpProblem(jump(fields));

describe('the kinds of product-spec §9', () => {
  it('are the spec’s types, and the ones the client maps', () => {
    expect([...AD_JUMP_TYPES].sort((a, b) => a - b)).toEqual(
      [1, 2, 3, 4, 5, 6, 8, 9, 10, 12, 14, 15, 40, 43, 46, 66].sort((a, b) => a - b),
    );
    expect([...AD_JUMP_ID_KINDS, ...AD_JUMP_OWN_LIST_KINDS].sort((a, b) => a - b)).toEqual(
      [...ONE_PARAMETER_TYPES].sort((a, b) => a - b),
    );
  });

  it('hold the spec’s inner ids: every one the client maps, and 113 (partner) that has no page yet', () => {
    expect(new Set(AD_INNER_IDS).size).toBe(AD_INNER_IDS.length);
    expect(AD_INNER_IDS).toHaveLength(62);
    const unmapped = AD_INNER_IDS.filter((id) => !INNER_PAGE_IDS.includes(id));
    expect(unmapped).toEqual([113]);
    for (const id of INNER_PAGE_IDS) expect(AD_INNER_IDS).toContain(id);
  });
});

describe('adJumpProblem', () => {
  it('lets an advert without a type only show, carrying nothing else', () => {
    expect(ok({})).toBeNull();
    for (const stray of [{ innerId: 1 }, { param: 1 }, { url: 'https://a.cn/' }, { extra: '{}' }])
      expect(ok(stray), JSON.stringify(stray)).not.toBeNull();
  });

  it('refuses a type the spec does not name', () => {
    for (const jumpType of [0, 7, 11, 13, 47, 99])
      expect(ok({ jumpType, param: 1 })).not.toBeNull();
  });

  it('type 1: an inner id of the spec', () => {
    for (const innerId of AD_INNER_IDS) expect(ok({ jumpType: 1, innerId })).toBeNull();
    for (const innerId of [null, 0, 5, 9999]) expect(ok({ jumpType: 1, innerId })).not.toBeNull();
  });

  it('type 2: an http(s) address with a plain host', () => {
    for (const url of [
      'https://www.sporttery.cn/',
      'http://hd.example.com:8080/a/b?x=1&y=中#top',
      'HTTPS://EXAMPLE.COM',
      'https://a.cn?agentId=1',
    ])
      expect(ok({ jumpType: 2, url }), url).toBeNull();
    for (const url of [
      null,
      'javascript:alert(1)',
      'data:text/html,hi',
      '//evil.example/',
      '/special-home',
      'ftp://a.cn/',
      'https://trusted.cn@evil.example/',
      'https://a.cn\\@evil.example/',
      'https://a.cn/ b',
      'https://a.cn/"><script>',
      `https://a.cn/${'x'.repeat(2000)}`,
    ])
      expect(ok({ jumpType: 2, url }), String(url)).not.toBeNull();
  });

  it('type 46: the JSON of a page and its scalar params', () => {
    const good = [
      { page: 'tabs/plan' },
      { page: '/plan', params: { id: 12 } },
      { page: 'expert/tab', params: { tab: 'famous', type: 2, qiuFlag: 1, on: true, none: null } },
    ];
    for (const extra of good)
      expect(ok({ jumpType: 46, extra: JSON.stringify(extra) }), JSON.stringify(extra)).toBeNull();
    const bad = [
      null,
      '{not json',
      'null',
      '"plan"',
      '[{"page":"plan"}]',
      JSON.stringify({ params: { id: 1 } }),
      JSON.stringify({ page: '' }),
      JSON.stringify({ page: 'javascript:alert(1)' }),
      JSON.stringify({ page: 3 }),
      JSON.stringify({ page: 'plan', params: [1] }),
      JSON.stringify({ page: 'plan', params: null }),
      JSON.stringify({ page: 'plan', params: { id: { nested: 1 } } }),
      JSON.stringify({ page: 'plan', params: { id: [1] } }),
      JSON.stringify({ page: 'plan', params: { q: 'x'.repeat(1000) } }),
    ];
    for (const extra of bad) expect(ok({ jumpType: 46, extra }), String(extra)).not.toBeNull();
  });

  it('the id kinds need the id of what they open', () => {
    for (const jumpType of AD_JUMP_ID_KINDS) {
      expect(ok({ jumpType, param: 1 })).toBeNull();
      expect(ok({ jumpType, param: 2_147_483_647 })).toBeNull();
      for (const param of [null, 0, -1, 1.5]) expect(ok({ jumpType, param })).not.toBeNull();
    }
  });

  it('40 (coupons) and 66 (my fans) open the fan’s own list: an id or none', () => {
    for (const jumpType of AD_JUMP_OWN_LIST_KINDS) {
      expect(ok({ jumpType })).toBeNull();
      expect(ok({ jumpType, param: 3 })).toBeNull();
      expect(ok({ jumpType, param: 0 })).not.toBeNull();
    }
  });

  it('refuses a field another kind carries', () => {
    expect(ok({ jumpType: 1, innerId: 1, url: 'https://a.cn/' })).toMatch(/url/);
    expect(ok({ jumpType: 2, url: 'https://a.cn/', param: 1 })).toMatch(/param/);
    expect(ok({ jumpType: 46, extra: '{"page":"plan"}', innerId: 1 })).toMatch(/innerId/);
    expect(ok({ jumpType: 5, param: 1, extra: '{"page":"plan"}' })).toMatch(/extra/);
  });
});

describe('customJumpOf', () => {
  it('reads the page and params back', () => {
    expect(customJumpOf('{"page":"plan","params":{"id":1}}')).toEqual({
      page: 'plan',
      params: { id: 1 },
    });
    expect(customJumpOf('{"page":"tabs/plan"}')).toEqual({ page: 'tabs/plan' });
  });
});

describe('the answer’s schema', () => {
  const ad = { id: 1, title: '广告', imageUrl: '/ads/a.svg' };
  it('holds the rule: a bad jump is not a valid answer', () => {
    expect(adSchema.safeParse({ ...ad, ...NONE, jumpType: 5, param: 9 }).success).toBe(true);
    expect(adSchema.safeParse({ ...ad, ...NONE, jumpType: 5 }).success).toBe(false);
    expect(adSchema.safeParse({ ...ad, ...NONE, jumpType: 2, url: 'javascript:x' }).success).toBe(
      false,
    );
    expect(adSchema.safeParse({ ...ad, jumpPath: '/special-home' }).success).toBe(false);
  });
});
