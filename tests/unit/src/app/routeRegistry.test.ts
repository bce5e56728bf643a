// Pins the route registry: every spec route is present, names are unique and are exactly the names
// of @shared/routes, and the navigation rules of product-spec §2 (placeholders, defaults, dropped
// values, tabs as root) hold. hrefFor's own rules are pinned in tests/unit/src/shared/routes.test.ts.
import { describe, expect, it } from 'vitest';
import { routeCoverage, routeNamed, routerPath, ROUTES } from '@app/routes';
import {
  hrefFor,
  MissingRouteParamError,
  navigatesAsRoot,
  routePatterns,
  UnknownRouteError,
  type RouteName,
} from '@shared/routes';
import { SPEC_ROUTE_PATHS } from '../../../kit/fixtures/specRoutes';

const strip = (path: string) => path.replace(/^\//, '');

describe('route coverage', () => {
  it('holds every route of the spec, and prints built / planned', () => {
    const known = new Set(ROUTES.flatMap((r) => [r.pattern, ...(r.aliases ?? [])].map(strip)));
    const missing = SPEC_ROUTE_PATHS.map(strip).filter((path) => !known.has(path));
    expect(missing, `routes of the spec missing from the registry: ${missing.join(', ')}`).toEqual(
      [],
    );
    const c = routeCoverage();
    console.log(
      `routes: ${c.built} built, ${c.planned} planned, ${c.redirects} redirects of ${c.total}`,
    );
    expect(c.built + c.planned + c.redirects).toBe(c.total);
  });

  it('builds every route of the spec: none shows 此页面暂未开放 (issue 37)', () => {
    const planned = ROUTES.filter((r) => r.status === 'planned').map((r) => r.name);
    expect(planned, `routes still planned: ${planned.join(', ')}`).toEqual([]);
  });

  it('gives every route a unique name, and every page a title and a feature', () => {
    const names = ROUTES.map((r) => r.name);
    expect(new Set(names).size).toBe(names.length);
    for (const route of ROUTES.filter((r) => r.status !== 'redirect')) {
      expect(route.title, route.name).not.toBe('');
      expect(route.feature, route.name).not.toBe('');
    }
  });

  it('registers each name of @shared/routes once, with the pattern written there', () => {
    expect(ROUTES.map((r) => r.name).sort()).toEqual(Object.keys(routePatterns).sort());
    for (const route of ROUTES) expect(route.pattern, route.name).toBe(routePatterns[route.name]);
  });

  it('names each route by its pattern without placeholders (one chosen name aside)', () => {
    const nameOf = (pattern: string) =>
      pattern
        .split('/')
        .filter((segment) => !segment.startsWith('{'))
        .join('/');
    const differ = ROUTES.filter((r) => nameOf(r.pattern) !== r.name).map((r) => r.name);
    // The expert hall is `expert`, so `/expert/{tab}/{type}/{qiuFlag}` is `expert/tab`.
    expect(differ).toEqual(['expert/tab']);
  });

  it.each<[RouteName, string]>([
    ['home-discovery', '/tabs/home'],
    ['user/center', '/tabs/user/center'],
    ['match-list', '/tabs/match'],
    ['match-list-bk', '/tabs/match-bk'],
    ['home/plan', '/tabs/plan'],
    ['expertList', '/expert'],
    ['expertListDetail', '/expert'],
    ['cpzJieduList', '/jiedu-list'],
    ['lcPlanList', '/plan-list/2/all'],
    ['zcPlanList', '/plan-list/1/all'],
  ])('redirects %s to %s', (name, target) => {
    expect(routeNamed(name)).toMatchObject({ status: 'redirect', redirectTo: target });
  });
});

describe('hrefFor', () => {
  it('fails clearly on an unknown page name', () => {
    // @ts-expect-error: not a page
    expect(() => hrefFor('no-such-page')).toThrow(UnknownRouteError);
    // @ts-expect-error: not a page
    expect(() => hrefFor('no-such-page')).toThrow('Unknown page name: "no-such-page"');
    expect(() => routeNamed('no-such-page' as RouteName)).toThrow(UnknownRouteError);
  });

  it('fills placeholders from params and puts the query after them', () => {
    expect(hrefFor('plan', { id: 42 }, { from: 'list' })).toBe('/plan/42?from=list');
    expect(hrefFor('leagueRecord', { expertId: 7, gameType: 401 })).toBe('/leagueRecord/7/401');
  });

  it('uses path defaults when a parameter is absent or empty', () => {
    expect(hrefFor('plan-list')).toBe('/plan-list/1/all');
    expect(hrefFor('plan-list', { qiuFlag: 2 })).toBe('/plan-list/2/all');
    expect(hrefFor('plan-list', { qiuFlag: '', type: null })).toBe('/plan-list/1/all');
    expect(hrefFor('myAttention')).toBe('/myAttention/other-all');
    expect(hrefFor('set-meal-list')).toBe('/set-meal-list/1');
  });

  it('fails when a required path parameter is missing', () => {
    // @ts-expect-error: plan/{id} needs its id
    expect(() => hrefFor('plan')).toThrow(MissingRouteParamError);
    // @ts-expect-error: plan/{id} needs its id
    expect(() => hrefFor('plan', { id: undefined })).toThrow('needs the parameter "id"');
  });

  it('drops null, undefined and empty values and keeps 0 and false', () => {
    expect(
      hrefFor('match-detail', {}, { matchId: 0, a: null, b: undefined, c: '', d: false }),
    ).toBe('/match-detail?matchId=0&d=false');
  });

  it('encodes values', () => {
    expect(hrefFor('home-search/content', {}, { words: '曼联 & b' })).toBe(
      '/home-search/content?words=%E6%9B%BC%E8%81%94+%26+b',
    );
    expect(hrefFor('plan', { id: 'a/b' })).toBe('/plan/a%2Fb');
  });
});

describe('route shapes', () => {
  it('tabs navigate as root, other pages do not', () => {
    expect(navigatesAsRoot('tabs/home')).toBe(true);
    expect(navigatesAsRoot('tabs/match-bk')).toBe(true);
    expect(navigatesAsRoot('match-detail')).toBe(false);
    const tabs = ROUTES.filter((r) => r.tab).map((r) => r.name);
    expect(tabs).toEqual(ROUTES.filter((r) => navigatesAsRoot(r.name)).map((r) => r.name));
    expect(tabs).toHaveLength(7);
  });

  it('turns spec patterns into router paths, defaulted parameters optional', () => {
    expect(routerPath(routeNamed('plan'))).toBe('plan/:id');
    expect(routerPath(routeNamed('plan-list'))).toBe('plan-list/:qiuFlag?/:type?');
    expect(routerPath(routeNamed('hisAttention'))).toBe('hisAttention/:expertId/:tab?');
  });

  it('guards the account, wallet and message pages, and the login page with its own guard', () => {
    const guarded: RouteName[] = [
      'user/info',
      'userDrawMoney',
      'message/center',
      'user/coupon-list',
      'my-look-plan',
    ];
    for (const name of guarded) {
      expect(routeNamed(name).guards, name).toContain('auth');
    }
    expect(routeNamed('login').guards).toEqual(['login']);
    expect(routeNamed('tabs/home').guards).toEqual(['home']);
    expect(routeNamed('expert').guards).toContain('chatApp');
  });
});
