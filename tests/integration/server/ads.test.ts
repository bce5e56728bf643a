// Pins the set-meal screen's adverts and where they lead (calls-errors-spec §7.7 page/ad/location;
// product-spec §9 "Ad jump types", §5 type 46; issue 37 §4) through the real server and database, on
// PGlite and, under test:postgres, PostgreSQL: the answer keeps the contract; the seeded world holds
// adverts of types 1, 2 (an https address without agentId), 46 and the one-parameter kinds 5 and 4
// naming a real match and a real expert; each one, put through the client's own adJumpTarget,
// opens a route of the app that has its screen (or another site with the fan's agentId appended);
// an advert shows only while it runs; and the table refuses every jump the contract refuses.
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { expertHomeSchema } from '../../../contracts/experts';
import { adsAtLocation, type Ad } from '../../../contracts/ads';
import { adJumpProblem } from '../../../contracts/adJumps';
import { SPORT } from '../../../domain/sport';
import { ads, matches } from '../../../server/db/schema';
import { activeRouteAt } from '../../../src/app/routes/activeRoute';
import { hasScreen } from '../../../src/app/routes';
import { adJumpTarget } from '../../../src/shared/jumps';
import { bindRouteAvailability } from '../../../src/shared/routes';
import { dataOf } from '../../kit/noteFixtures';
import { startTestApp, type TestApp } from '../../kit/testApp';

const NOW = Date.parse('2026-11-25T12:00:00+08:00');
const AGENT = '2335089';
let test: TestApp;

beforeAll(async () => {
  test = await startTestApp({
    now: NOW,
    seeded: { seed: 2026, now: NOW, parts: ['sport', 'content'] },
  });
});
afterAll(() => test.close());

const get = (url: string) => test.app.inject({ method: 'GET', url });
const adsAt = async (location: number) =>
  dataOf(await get(`/api/page/ad/location?adLocation=${location}`), adsAtLocation.output).list;

describe('the seeded adverts', () => {
  let seeded: Ad[] = [];
  beforeAll(async () => {
    seeded = [...(await adsAt(52)), ...(await adsAt(53))];
  });
  let unbind: (() => void) | null = null;
  afterEach(() => {
    unbind?.();
    unbind = null;
  });

  it('answer each location in order, its inner-page advert first, a location without any empty', async () => {
    const jc = await adsAt(52);
    expect(jc[0]).toMatchObject({
      jumpType: 1,
      innerId: 115,
      imageUrl: '/ads/set-meal-jingcai.svg',
    });
    const old = await adsAt(53);
    expect(old[0]).toMatchObject({ jumpType: 1, innerId: 38 });
    for (const ad of seeded) expect(ad.imageUrl).toMatch(/^\/ads\/[a-z-]+\.svg$/);
    expect(await adsAt(54)).toEqual([]);
    for (const url of ['/api/page/ad/location', '/api/page/ad/location?adLocation=x'])
      expect((await get(url)).statusCode).toBe(400);
  });

  it('hold types 1, 2, 46 and the one-parameter kinds 5 and 4, each keeping the rule', () => {
    expect(new Set(seeded.map((ad) => ad.jumpType))).toEqual(new Set([1, 2, 46, 5, 4]));
    for (const ad of seeded) expect(adJumpProblem(ad), ad.title).toBeNull();
    const external = seeded.find((ad) => ad.jumpType === 2);
    expect(external?.url).toMatch(/^https:\/\//);
    expect(external?.url).not.toContain('agentId');
  });

  it('name a real football match (5) and a real expert (4) of this world', async () => {
    const matchId = seeded.find((ad) => ad.jumpType === 5)?.param;
    expect(matchId).toBeTypeOf('number');
    const [match] = await test.database.db
      .select({ sport: matches.sport })
      .from(matches)
      .where(eq(matches.id, matchId!));
    expect(match?.sport).toBe(SPORT.football);
    const expertId = seeded.find((ad) => ad.jumpType === 4)?.param;
    const home = dataOf(await get(`/api/expert/home/${expertId}`), expertHomeSchema);
    expect(home.expert.id).toBe(expertId);
  });

  it('each open, through the client’s adJumpTarget, a route with its screen — or another site with the agentId', () => {
    unbind = bindRouteAvailability(hasScreen);
    for (const ad of seeded) {
      const target = adJumpTarget(ad, AGENT);
      expect(target, ad.title).not.toBeNull();
      if (target!.kind === 'external') {
        const url = new URL(target!.url);
        expect(url.protocol).toBe('https:');
        expect(url.searchParams.get('agentId')).toBe(AGENT);
        continue;
      }
      const path = target!.href.split('?')[0]!;
      const route = activeRouteAt(path);
      expect(route?.status, `${ad.title} → ${target!.href}`).toBe('built');
      if (ad.param !== null) expect(target!.href).toContain(String(ad.param));
    }
  });
});

describe('what the table holds', () => {
  const db = () => test.database.db;

  it('shows an advert only while it runs', async () => {
    await db()
      .insert(ads)
      .values([
        { location: 60, title: '已结束', imageUrl: '/ads/a.svg', endsAt: new Date(NOW - 1) },
        { location: 60, title: '未开始', imageUrl: '/ads/b.svg', startsAt: new Date(NOW + 1) },
        { location: 60, title: '进行中', imageUrl: '/ads/c.svg', sort: 1 },
      ]);
    expect((await adsAt(60)).map((a) => a.title)).toEqual(['进行中']);
  });

  it('takes every kind with what it needs, and answers each as the contract says', async () => {
    const good = [
      { jumpType: 1, jumpInnerId: 113 },
      { jumpType: 2, jumpUrl: 'http://hd.example.com:8080/a?x=1#top' },
      { jumpType: 46, jumpExtra: { page: 'plan', params: { id: 12, on: true, none: null } } },
      { jumpType: 9, jumpParam: 2_147_483_647 },
      { jumpType: 40 },
      { jumpType: 66, jumpParam: 3 },
      {},
    ];
    await db()
      .insert(ads)
      .values(
        good.map((jump, sort) => ({
          location: 62,
          title: `好${sort}`,
          imageUrl: '/ads/g.svg',
          sort,
          ...jump,
        })),
      );
    const list = await adsAt(62);
    expect(list.map((a) => a.jumpType)).toEqual([1, 2, 46, 9, 40, 66, null]);
    expect(JSON.parse(list[2]!.extra!)).toEqual({
      page: 'plan',
      params: { id: 12, on: true, none: null },
    });
  });

  const refused: Array<[string, Record<string, unknown>]> = [
    ['ads_jump_type_known', { jumpType: 7 }],
    ['ads_jump_inner_id', { jumpType: 1 }],
    ['ads_jump_inner_id', { jumpType: 1, jumpInnerId: 9999 }],
    ['ads_jump_inner_id', { jumpType: 5, jumpParam: 1, jumpInnerId: 1 }],
    ['ads_jump_url', { jumpType: 2 }],
    ['ads_jump_url', { jumpType: 2, jumpUrl: 'javascript:alert(1)' }],
    ['ads_jump_url', { jumpType: 2, jumpUrl: '//evil.example/' }],
    ['ads_jump_url', { jumpType: 2, jumpUrl: '/special-home' }],
    ['ads_jump_url', { jumpType: 2, jumpUrl: 'https://trusted.cn@evil.example/' }],
    ['ads_jump_url', { jumpType: 2, jumpUrl: 'https://a.cn/"><script>' }],
    ['ads_jump_url', { jumpType: 2, jumpUrl: `https://a.cn/${'x'.repeat(2000)}` }],
    ['ads_jump_url', { jumpUrl: 'https://a.cn/' }],
    ['ads_jump_extra', { jumpType: 46 }],
    ['ads_jump_extra', { jumpType: 46, jumpExtra: [{ page: 'plan' }] }],
    ['ads_jump_extra', { jumpType: 46, jumpExtra: { params: { id: 1 } } }],
    ['ads_jump_extra', { jumpType: 46, jumpExtra: { page: 3 } }],
    ['ads_jump_extra', { jumpType: 46, jumpExtra: { page: 'javascript:alert(1)' } }],
    ['ads_jump_extra', { jumpType: 46, jumpExtra: { page: 'plan', params: [1] } }],
    ['ads_jump_extra', { jumpType: 46, jumpExtra: { page: 'plan', params: null } }],
    ['ads_jump_extra', { jumpType: 46, jumpExtra: { page: 'plan', params: { id: { a: 1 } } } }],
    ['ads_jump_extra', { jumpType: 46, jumpExtra: { page: 'plan', params: { id: [1] } } }],
    [
      'ads_jump_extra',
      { jumpType: 46, jumpExtra: { page: 'plan', params: { q: 'x'.repeat(1000) } } },
    ],
    ['ads_jump_param', { jumpType: 5 }],
    ['ads_jump_param', { jumpType: 4, jumpParam: 0 }],
    ['ads_jump_param', { jumpType: 40, jumpParam: -1 }],
    ['ads_jump_param', { jumpType: 2, jumpUrl: 'https://a.cn/', jumpParam: 1 }],
  ];
  const cases = refused.map(([constraint, jump]) => ({
    constraint,
    jump,
    label: JSON.stringify(jump).slice(0, 90),
  }));
  it.each(cases)('refuses by $constraint: $label', async ({ constraint, jump }) => {
    const error: unknown = await db()
      .insert(ads)
      .values({ location: 61, title: 'x', imageUrl: '/ads/x.svg', ...jump })
      .then(
        () => null,
        (e: unknown) => e,
      );
    const messages = [error, (error as { cause?: unknown } | null)?.cause].map((e) =>
      e instanceof Error ? e.message : '',
    );
    expect(messages.join(' ')).toContain(`"${constraint}"`);
    expect(await db().select().from(ads).where(eq(ads.location, 61))).toEqual([]);
  });
});
