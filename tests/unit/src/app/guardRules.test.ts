// Pins every guard of product-spec §2 as a pure function, and the order runGuards applies them in.
import { describe, expect, it } from 'vitest';
import type { ChannelId } from '@shared/channels';
import {
  asianCupGuard,
  authGuard,
  chatAppBrowserGuard,
  chatAppGuard,
  framedGuard,
  homeEntryGuard,
  homeGuard,
  jdUserCenterGuard,
  loginGuard,
  runGuards,
  safeBackUrl,
  type GuardContext,
} from '@app/guards';

function ctx(href: string, over: Partial<GuardContext> = {}): GuardContext {
  const url = new URL(href, 'http://x');
  return {
    path: url.pathname,
    query: url.searchParams,
    href: url.pathname + url.search,
    agentId: '2335037',
    channel: 'main',
    loggedIn: false,
    framed: false,
    chatAppBrowser: false,
    asianCupShown: false,
    ...over,
  };
}

describe('framed page guard', () => {
  it('replaces a framed page with the notice page', () => {
    expect(framedGuard(ctx('/tabs/home', { framed: true }))).toEqual({
      kind: 'redirect',
      to: '/notice',
    });
  });
  it('lets the notice page itself and unframed pages through', () => {
    expect(framedGuard(ctx('/notice', { framed: true })).kind).toBe('allow');
    expect(framedGuard(ctx('/tabs/home')).kind).toBe('allow');
  });
});

describe('chat-app browser guard', () => {
  it('sends a visitor to login, remembering where they were going', () => {
    expect(chatAppBrowserGuard(ctx('/tabs/match?x=1', { chatAppBrowser: true }))).toEqual({
      kind: 'redirect',
      to: '/login?backUrl=%2Ftabs%2Fmatch%3Fx%3D1',
    });
  });
  it('lets logged-in fans, other browsers and the account pages through', () => {
    expect(
      chatAppBrowserGuard(ctx('/tabs/match', { chatAppBrowser: true, loggedIn: true })).kind,
    ).toBe('allow');
    expect(chatAppBrowserGuard(ctx('/tabs/match')).kind).toBe('allow');
    for (const page of ['/login', '/register', '/retrieve', '/notice', '/login/third-party']) {
      expect(chatAppBrowserGuard(ctx(page, { chatAppBrowser: true })).kind).toBe('allow');
    }
  });
});

describe('home guard', () => {
  it.each([
    ['2335110', '1'],
    ['2335111', '2'],
  ])(
    'sends agent %s to the asian-cup page with pay=%s once, remembering the back URL',
    (agentId, pay) => {
      const outcome = asianCupGuard(ctx('/tabs/home', { agentId }));
      expect(outcome).toEqual({
        kind: 'redirect',
        to: `/hd/asian-cup?pay=${pay}&agentId=${agentId}`,
        effects: [{ kind: 'markAsianCupShown', backUrl: '/tabs/home' }],
      });
      expect(asianCupGuard(ctx('/tabs/home', { agentId, asianCupShown: true })).kind).toBe('allow');
    },
  );

  it.each<[ChannelId, string]>([
    ['jd', '/home-jd'],
    ['tq', '/home-jd'],
    ['cnb', '/tabs/plan'],
    ['main', '/tabs/home'],
    ['wechat', '/tabs/home'],
  ])('the home entry of %s is %s', (channel, target) => {
    const fromHome = homeEntryGuard(ctx('/home', { channel }));
    expect(fromHome).toEqual({ kind: 'redirect', to: target });
    expect(homeEntryGuard(ctx(target, { channel })).kind).toBe('allow');
  });

  it('runs the asian-cup redirect before the home entry', () => {
    expect(homeGuard(ctx('/home', { agentId: '2335110' }))).toMatchObject({
      to: '/hd/asian-cup?pay=1&agentId=2335110',
    });
    expect(homeGuard(ctx('/home', { agentId: '2335110', asianCupShown: true }))).toEqual({
      kind: 'redirect',
      to: '/tabs/home',
    });
  });
});

describe('auth guard', () => {
  it('lets a logged-in fan through', () => {
    expect(authGuard(ctx('/message/center', { loggedIn: true })).kind).toBe('allow');
  });
  it('lets anyone through with toApp, even empty', () => {
    expect(authGuard(ctx('/message/center?toApp')).kind).toBe('allow');
    expect(authGuard(ctx('/message/center?toApp=1')).kind).toBe('allow');
  });
  it('sends a visitor to login and remembers the target', () => {
    expect(authGuard(ctx('/user/info?a=0'))).toEqual({
      kind: 'redirect',
      to: '/login?backUrl=%2Fuser%2Finfo%3Fa%3D0',
      effects: [{ kind: 'storeLoginBackUrl', url: '/user/info?a=0' }],
    });
  });
});

describe('login page guard', () => {
  it('stores backUrl, defaulting to /home', () => {
    expect(loginGuard(ctx('/login'))).toEqual({
      kind: 'allow',
      effects: [{ kind: 'storeLoginBackUrl', url: '/home' }],
    });
    expect(loginGuard(ctx('/login?backUrl=%2Fplan%2F7')).effects).toEqual([
      { kind: 'storeLoginBackUrl', url: '/plan/7' },
    ]);
  });
  it('blocks a logged-in fan, who goes on to backUrl', () => {
    expect(loginGuard(ctx('/login?backUrl=%2Fmessage%2Fcenter', { loggedIn: true }))).toMatchObject(
      {
        kind: 'redirect',
        to: '/message/center',
      },
    );
  });
  it.each<ChannelId>(['wechat', 'cnb', 'weibo', 'jd', 'tq'])(
    'runs third-party login on %s',
    (channel) => {
      expect(loginGuard(ctx('/login?backUrl=%2Fx', { channel }))).toMatchObject({
        kind: 'thirdPartyLogin',
        channel,
        backUrl: '/x',
      });
    },
  );
  it.each<ChannelId>(['main', 'fast', 'phone', 'footballInfo', 'xiaodian'])(
    'shows the own login page on %s',
    (channel) => {
      expect(loginGuard(ctx('/login', { channel })).kind).toBe('allow');
    },
  );
  it.each(['//evil.com', 'https://evil.com', 'javascript:alert(1)', '/\\evil.com', ''])(
    'never follows %j',
    (backUrl) => {
      expect(safeBackUrl(backUrl)).toBe('/home');
      expect(
        loginGuard(ctx(`/login?backUrl=${encodeURIComponent(backUrl)}`, { loggedIn: true })),
      ).toMatchObject({ to: '/home' });
    },
  );
});

describe('other route guards', () => {
  it('the chat-app guard of expert, circle and VIP pages is disabled: it always allows', () => {
    for (const channel of ['wechat', 'main'] as const) {
      expect(chatAppGuard(ctx('/expert', { channel, chatAppBrowser: true })).kind).toBe('allow');
    }
  });
  it.each<[ChannelId, boolean]>([
    ['jd', true],
    ['tq', true],
    ['xiaodian', true],
    ['main', false],
    ['wechat', false],
  ])('user centre of %s goes to /tabs/jd/user-center: %s', (channel, redirected) => {
    const outcome = jdUserCenterGuard(ctx('/tabs/user', { channel }));
    expect(outcome).toEqual(
      redirected ? { kind: 'redirect', to: '/tabs/jd/user-center' } : { kind: 'allow' },
    );
  });
});

describe('runGuards', () => {
  it('runs the framed guard before everything else', () => {
    expect(runGuards(['auth'], ctx('/message/center', { framed: true }))).toMatchObject({
      to: '/notice',
    });
  });
  it('runs route guards in order and stops at the first that does not allow', () => {
    expect(runGuards(['chatApp', 'auth'], ctx('/user/vip/order'))).toMatchObject({
      kind: 'redirect',
      to: '/login?backUrl=%2Fuser%2Fvip%2Forder',
    });
    expect(runGuards(['chatApp', 'auth'], ctx('/user/vip/order', { loggedIn: true }))).toEqual({
      kind: 'allow',
      effects: [],
    });
  });
  it('keeps the effects of guards that allowed', () => {
    expect(runGuards(['login'], ctx('/login?backUrl=%2Fa'))).toEqual({
      kind: 'allow',
      effects: [{ kind: 'storeLoginBackUrl', url: '/a' }],
    });
  });
});
