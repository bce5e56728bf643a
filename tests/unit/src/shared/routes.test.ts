// Pins typed links (issue 17 §3): a route that does not exist, or a link without a path parameter
// the route needs, fails the typecheck (each `@ts-expect-error` below is itself an error if the line
// compiles); hrefFor fills, defaults and encodes parameters as product-spec §2 "Navigation rules" says.
import { describe, expect, it } from 'vitest';
import {
  hrefFor,
  MissingRouteParamError,
  navigatesAsRoot,
  routePatterns,
  UnknownRouteError,
  type RouteName,
} from '@shared/routes';

describe('typed links', () => {
  it('rejects an unknown name and a missing path parameter at compile time', () => {
    // Each line is also a runtime failure: what slips past the types (a cast) still fails loudly.
    // @ts-expect-error: no such page
    expect(() => hrefFor('no-such-page')).toThrow(UnknownRouteError);
    // @ts-expect-error: names have no leading slash
    expect(() => hrefFor('/user/info')).toThrow('Unknown page name: "/user/info"');
    // @ts-expect-error: plan/{id} needs its id
    expect(() => hrefFor('plan')).toThrow(MissingRouteParamError);
    // @ts-expect-error: leagueRecord/{expertId}/{gameType} needs both
    expect(() => hrefFor('leagueRecord', { expertId: 7 })).toThrow(
      'needs the parameter "gameType"',
    );
    // @ts-expect-error: a query value goes in the query, not among the path parameters
    expect(hrefFor('match-detail', { matchId: 1 })).toBe('/match-detail');
    // @ts-expect-error: the same for a route with parameters
    expect(hrefFor('plan', { id: 42, from: 'list' })).toBe('/plan/42');
  });

  it('takes every name of the registry of patterns', () => {
    const name: RouteName = 'tabs/match';
    expect(hrefFor(name)).toBe('/tabs/match');
    expect(Object.keys(routePatterns).length).toBeGreaterThan(150);
  });
});

describe('hrefFor', () => {
  it('fills placeholders and appends the query', () => {
    expect(hrefFor('plan', { id: 42 }, { from: 'list' })).toBe('/plan/42?from=list');
    expect(hrefFor('leagueRecord', { expertId: 7, gameType: 401 })).toBe('/leagueRecord/7/401');
    expect(hrefFor('sns/index', { id: 1001 })).toBe('/sns/index/1001');
  });

  it('uses path defaults when a parameter is absent or empty', () => {
    expect(hrefFor('plan-list')).toBe('/plan-list/1/all');
    expect(hrefFor('plan-list', { qiuFlag: 2 })).toBe('/plan-list/2/all');
    expect(hrefFor('plan-list', { qiuFlag: '', type: null })).toBe('/plan-list/1/all');
    expect(hrefFor('myAttention')).toBe('/myAttention/other-all');
    expect(hrefFor('myAttention', { tab: 'me' })).toBe('/myAttention/me');
    expect(hrefFor('set-meal-list')).toBe('/set-meal-list/1');
  });

  it('fails when a required parameter is blank', () => {
    expect(() => hrefFor('plan', { id: '' })).toThrow('Page "plan" needs the parameter "id"');
  });

  it('drops null, undefined and empty query values and keeps 0 and false', () => {
    expect(
      hrefFor('match-detail', {}, { matchId: 0, a: null, b: undefined, c: '', d: false }),
    ).toBe('/match-detail?matchId=0&d=false');
  });

  it('encodes path parameters and query values', () => {
    expect(hrefFor('plan', { id: 'a/b ?' })).toBe('/plan/a%2Fb%20%3F');
    expect(hrefFor('home-search/content', {}, { words: '曼联 & b' })).toBe(
      '/home-search/content?words=%E6%9B%BC%E8%81%94+%26+b',
    );
    expect(hrefFor('login', {}, { backUrl: '/user/info?tab=1' })).toBe(
      '/login?backUrl=%2Fuser%2Finfo%3Ftab%3D1',
    );
  });

  it('tabs navigate as root, other pages do not', () => {
    expect(navigatesAsRoot('tabs/home')).toBe(true);
    expect(navigatesAsRoot('tabs/user/center')).toBe(true);
    expect(navigatesAsRoot('match-detail')).toBe(false);
    expect(navigatesAsRoot('home')).toBe(false);
  });
});
