// Pins the first screens rendered into the page (issue 20 §3; server/features/firstScreen) against a
// build of its own in a temporary directory — an index.html with the template and the head's
// element naming the screens, a manifest, and a renderer module that records its calls. The page
// carries the home tab: the render, what a visit must hold to be shown it, and its data, safe inside
// its script element, with the screen's CSS inlined but not what the page links; the head names the
// other screens, each answered at /first-screen/<route> as JSON, or 204 when there is none to show.
// One answer per screen and one render per screen and channel serve every visit for
// FIRST_PAGE_MAX_AGE_MS; a failing answer or render leaves the screen out, and is asked again next
// time. A screen of one thing (a match page) is rendered per thing its address's parameter names,
// from that parameter only, and at most FIRST_SCREENS_KEPT are kept. The real renderer is pinned in Chromium (tests/e2e/firstScreen.test.ts).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FIRST_PAGE_MAX_AGE_MS,
  FIRST_SCREENS_KEPT,
  firstScreenPages,
  type ScreenCall,
} from '../../../server/features/firstScreen';
import { GatewayError } from '../../../server/platform/gateway/errors';
import { serveBuiltApp } from '../../../server/platform/staticApp';

const SLOT = '<template id="first-screen-html"></template>';
const SCREENS_SLOT = '<meta name="first-screens" content="" />';
let root: string;
let dist: string;

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'matchday-first-'));
  dist = join(root, 'dist');
  mkdirSync(join(dist, '.vite'), { recursive: true });
  mkdirSync(join(dist, 'assets'));
  writeFileSync(
    join(dist, 'index.html'),
    `<html><head><link rel="stylesheet" href="/assets/global.css"><link rel="preload" as="style" href="/assets/core.css">${SCREENS_SLOT}</head><body><div id="first-shell"></div>${SLOT}</body></html>`,
  );
  writeFileSync(join(dist, 'assets', 'home.css'), '.home{color:red}');
  writeFileSync(join(dist, 'assets', 'core.css'), '.core{color:blue}');
  writeFileSync(join(dist, 'assets', 'list.css'), '.list{color:green}');
  writeFileSync(join(dist, 'assets', 'global.css'), '.global{}');
  writeFileSync(
    join(dist, '.vite', 'manifest.json'),
    JSON.stringify({
      'src/features/home/HomePage.tsx': {
        file: 'assets/HomePage.js',
        css: ['assets/home.css'],
        imports: ['_core.js'],
      },
      '_core.js': { file: 'assets/core.js', css: ['assets/core.css', 'assets/global.css'] },
      'src/features/matches/list/FootballListPage.tsx': {
        file: 'assets/FootballListPage.js',
        css: ['assets/list.css'],
        imports: ['_core.js'],
      },
    }),
  );
  mkdirSync(join(root, 'dist-ssr'));
  // A renderer that renders what it is given, names the channel by user agent, and counts.
  writeFileSync(
    join(root, 'dist-ssr', 'renderFirstScreen.js'),
    `globalThis.firstRenders = 0;
const MODULES = { 'tabs/home': 'src/features/home/HomePage.tsx', 'tabs/match': 'src/features/matches/list/FootballListPage.tsx', 'match-detail': 'src/features/home/HomePage.tsx' };
export async function firstScreenRenderer() {
  return {
    pageRoute: 'tabs/home',
    screens: [
      { route: 'tabs/home', params: [] },
      { route: 'tabs/match', params: [] },
      { route: 'match-detail', params: ['matchId'] },
    ],
    callOf(route, search) {
      if (route === 'tabs/home') return { call: { name: 'getHomeMatches', args: {} }, query: '' };
      if (route === 'tabs/match') return { call: { name: 'getMatchListByDate', args: { pageNo: 1 } }, query: '' };
      if (route !== 'match-detail') return null;
      const id = new URLSearchParams(search).get('matchId');
      if (!id || !/^[1-9][0-9]{0,8}$/.test(id)) return null;
      return { call: { name: 'getMatchInfoById', args: { leagueMatchId: Number(id) } }, query: 'matchId=' + id };
    },
    agentOf: (visit) => (visit.userAgent.includes('JD') ? 'jd' : 'main'),
    render(route, data, visit, query) {
      globalThis.firstRenders += 1;
      if (data.broken) throw new Error('render failed');
      if (data.refuse) return null;
      const agentId = visit.userAgent.includes('JD') ? 'jd' : 'main';
      const showIf = [{ stored: 'agentId', allow: ['', agentId] }];
      return { route, module: MODULES[route], showIf, html: '<p>' + data.title + (query ? ' ' + query : '') + '</p>' };
    },
  };
}`,
  );
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

const renders = () => (globalThis as { firstRenders?: number }).firstRenders ?? 0;
const visit = (userAgent = 'Mozilla/5.0', url = '/') =>
  ({
    hostname: 'app.test',
    url,
    headers: { 'user-agent': userAgent },
    log: { error: () => undefined, info: () => undefined },
  }) as unknown as FastifyRequest;
const silent = { error: () => undefined, warn: () => undefined } as never;

/** The first screens over a renderer whose calls are answered by `answers` (by call name). */
async function pages(
  answers: (call: ScreenCall) => Promise<unknown>,
  clock = { now: 0 },
  deadline?: () => Promise<unknown>,
) {
  const asked: string[] = [];
  const screens = await firstScreenPages({
    deadline,
    distDir: dist,
    log: silent,
    answer: (call) => {
      asked.push(call.name);
      return answers(call);
    },
    now: () => clock.now,
  });
  if (!screens) throw new Error('no renderer');
  return { screens, page: (request: FastifyRequest) => screens.page(request), asked, clock };
}

const TEMPLATE = /<template id="first-screen-html"([^>]*)>(.*?)<\/template>/;

describe('the page with the first screen rendered', () => {
  it('carries the home tab: its render, for whom, its data and its CSS; and names the others', async () => {
    const { page } = await pages(() => Promise.resolve({ title: '今日焦点 </script><!--' }));
    const html = (await page(visit())) ?? '';
    expect(html).toContain(
      '<meta name="first-screens" content="tabs/match match-detail?matchId" />',
    );
    const [, attributes, content] = TEMPLATE.exec(html) ?? [];
    expect(content).toBe('<p>今日焦点 </script><!--</p>');
    expect(attributes).toBe(
      ' data-route="tabs/home" data-show-if="[{&quot;stored&quot;:&quot;agentId&quot;,&quot;allow&quot;:[&quot;&quot;,&quot;main&quot;]}]"',
    );
    const json = /<script type="application\/json" id="first-screen-data">(.*?)<\/script>/.exec(
      html,
    )?.[1];
    // Nothing in the data closes its element: it parses back whole.
    expect(json).not.toContain('</script');
    expect(JSON.parse(json ?? 'null')).toEqual({
      route: 'tabs/home',
      data: { title: '今日焦点 </script><!--' },
    });
    // What the screen imports, then its own CSS (the cascade's order), but not the stylesheet the page applies already.
    expect(html).toContain('<style data-first-screen>.core{color:blue}\n.home{color:red}</style>');
    expect(html).not.toContain('.global{}');
  });

  it('answers another screen for the page’s script, with its CSS and data; nothing for the rest', async () => {
    const { screens, asked } = await pages((call) =>
      Promise.resolve({ title: call.name === 'getMatchListByDate' ? '足球' : '首页' }),
    );
    expect(await screens.screen('tabs/match', visit())).toEqual({
      route: 'tabs/match',
      showIf: [{ stored: 'agentId', allow: ['', 'main'] }],
      css: '.core{color:blue}\n.list{color:green}',
      html: '<p>足球</p>',
      data: { title: '足球' },
    });
    // The page's own screen and screens never rendered are not asked for this way.
    expect(await screens.screen('tabs/home', visit())).toBeNull();
    expect(await screens.screen('tabs/plan', visit())).toBeNull();
    expect(asked).toEqual(['getMatchListByDate']);
  });

  it('answers every visit of a channel from one render for a few seconds, then renders again', async () => {
    const { page, screens, asked, clock } = await pages(() => Promise.resolve({ title: 'x' }));
    const before = renders();
    await Promise.all([page(visit()), page(visit()), page(visit())]);
    await page(visit('Mozilla/5.0 JD4iPhone'));
    await screens.screen('tabs/match', visit());
    // One answer per screen for both channels, one render each.
    expect(asked).toEqual(['getHomeMatches', 'getMatchListByDate']);
    expect(renders() - before).toBeLessThanOrEqual(5);
    const settled = renders();
    await page(visit());
    await page(visit('Mozilla/5.0 JD4iPhone'));
    await screens.screen('tabs/match', visit());
    expect(renders()).toBe(settled);
    clock.now += FIRST_PAGE_MAX_AGE_MS;
    expect(await page(visit())).toContain('<p>x</p>');
    expect(asked).toEqual(['getHomeMatches', 'getMatchListByDate', 'getHomeMatches']);
    expect(renders()).toBe(settled + 1);
  });

  it('leaves a screen out when its answer or render fails, and asks again next time', async () => {
    let fail = true;
    const clock = { now: 0 };
    const { page, asked } = await pages(
      () => (fail ? Promise.reject(new Error('db away')) : Promise.resolve({ title: 'back' })),
      clock,
    );
    const empty = (await page(visit())) ?? '';
    // The skeleton's page, still naming the screens its script may ask for.
    expect(empty).toContain(SLOT);
    expect(empty).toContain(
      '<meta name="first-screens" content="tabs/match match-detail?matchId" />',
    );
    expect(empty).not.toContain('first-screen-data');
    fail = false;
    clock.now += FIRST_PAGE_MAX_AGE_MS;
    expect(await page(visit())).toContain('<p>back</p>');
    expect(asked).toHaveLength(2);
    const broken = await pages(() => Promise.resolve({ broken: true }));
    expect(await broken.page(visit())).toContain(SLOT);
    expect(await broken.screens.screen('tabs/match', visit())).toBeNull();
    const refused = await pages(() => Promise.resolve({ refuse: true }));
    expect(await refused.page(visit())).toContain(SLOT);
  });

  it('serves the page without the render when the answer is late, and the render once it came', async () => {
    let answer!: (value: unknown) => void;
    let giveUp!: () => void;
    const { page, asked } = await pages(
      () => new Promise((resolve) => (answer = resolve)),
      { now: 0 },
      () => new Promise<void>((resolve) => (giveUp = resolve)),
    );
    const waiting = page(visit());
    giveUp();
    const late = (await waiting) ?? '';
    expect(late).toContain(SLOT);
    expect(late).toContain(
      '<meta name="first-screens" content="tabs/match match-detail?matchId" />',
    );
    answer({ title: '迟到' });
    // The same answer serves the next visit, which waits for nothing.
    expect(await page(visit())).toContain('<p>迟到</p>');
    expect(asked).toEqual(['getHomeMatches']);
  });

  it('renders a screen of one thing per thing its address names, from that parameter only', async () => {
    const { screens, asked, clock } = await pages((call) =>
      call.args.leagueMatchId === 404
        ? Promise.reject(new GatewayError(404, 'match_not_found', '比赛不存在'))
        : Promise.resolve({ title: `比赛${String(call.args.leagueMatchId)}` }),
    );
    const at = (search: string) => visit('Mozilla/5.0', `/first-screen/match-detail${search}`);
    expect(await screens.screen('match-detail', at('?matchId=7&ticket=secret'))).toMatchObject({
      route: 'match-detail',
      html: '<p>比赛7 matchId=7</p>',
      data: { title: '比赛7' },
    });
    expect((await screens.screen('match-detail', at('?matchId=8')))?.html).toBe(
      '<p>比赛8 matchId=8</p>',
    );
    // The same match again within the few seconds: no new answer.
    await screens.screen('match-detail', at('?matchId=7'));
    expect(asked).toEqual(['getMatchInfoById', 'getMatchInfoById']);
    // A broken link, a match that does not exist: nothing to show.
    expect(await screens.screen('match-detail', at(''))).toBeNull();
    expect(await screens.screen('match-detail', at('?matchId=x'))).toBeNull();
    expect(await screens.screen('match-detail', at('?matchId=404'))).toBeNull();
    // Addresses naming ever more matches keep at most FIRST_SCREENS_KEPT renders.
    for (let id = 1000; id < 1000 + FIRST_SCREENS_KEPT + 5; id++) {
      clock.now += 1;
      await screens.screen('match-detail', at(`?matchId=${id}`));
    }
    const before = asked.length;
    await screens.screen('match-detail', at('?matchId=7'));
    expect(asked.length, 'the first match was let go: asked again').toBe(before + 1);
    // The fixed screens are kept apart: those addresses never push them out.
    const {
      page,
      screens: fixed,
      asked: fixedAsked,
    } = await pages(() => Promise.resolve({ title: '首页' }));
    await page(visit());
    await fixed.screen('tabs/match', visit());
    for (let id = 2000; id < 2000 + FIRST_SCREENS_KEPT + 5; id++)
      await fixed.screen('match-detail', at(`?matchId=${id}`));
    const asking = fixedAsked.length;
    await page(visit());
    await fixed.screen('tabs/match', visit());
    expect(fixedAsked.length).toBe(asking);
  });

  it('is not there without a built renderer', async () => {
    const screens = await firstScreenPages({
      distDir: join(root, 'elsewhere'),
      log: silent,
      answer: () => Promise.resolve({}),
    });
    expect(screens).toBeNull();
  });

  it('is what the server answers for the page, whatever path the app is asked at', async () => {
    const { screens } = await pages((call) =>
      call.name === 'getHomeMatches'
        ? Promise.resolve({ title: '首页' })
        : Promise.resolve({ refuse: true }),
    );
    const app = Fastify();
    await serveBuiltApp(app, dist, screens);
    for (const url of ['/', '/index.html', '/some/old/link']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<p>首页</p>');
    }
    // A screen the script asks for: none to show here (the render refused), and nothing at all
    // for other methods or paths.
    const none = await app.inject({ method: 'GET', url: '/first-screen/tabs/match' });
    expect(none.statusCode).toBe(204);
    expect(none.headers['cache-control']).toBe('no-cache');
    expect(
      (await app.inject({ method: 'GET', url: '/first-screen/../../etc' })).statusCode,
    ).not.toBe(500);
    const posted = await app.inject({ method: 'POST', url: '/first-screen/tabs/match' });
    expect(posted.statusCode).toBe(404);
    expect(posted.json()).toMatchObject({ code: 'not_found' });
    await app.close();
    const plain = Fastify();
    await serveBuiltApp(plain, dist, null);
    const res = await plain.inject({ method: 'GET', url: '/' });
    expect(res.body).toContain(SLOT);
    await plain.close();
  });

  it('answers a screen the page’s script asks for as JSON', async () => {
    const { screens } = await pages(() => Promise.resolve({ title: '足球' }));
    const app = Fastify();
    await serveBuiltApp(app, dist, screens);
    const res = await app.inject({ method: 'GET', url: '/first-screen/tabs/match' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ route: 'tabs/match', html: '<p>足球</p>' });
    const match = await app.inject({ method: 'GET', url: '/first-screen/match-detail?matchId=9' });
    expect(match.json()).toMatchObject({ route: 'match-detail', html: '<p>足球 matchId=9</p>' });
    await app.close();
  });
});
