// Pins the page with the first screen rendered into it (issue 20 §3; server/features/firstScreen)
// against a build of its own in a temporary directory — an index.html with the template, a manifest
// and a renderer module that records its calls: the render and its data go into the template, the
// data safe inside its script element, the screen's CSS inlined but not what the page links; one
// answer and one render per channel serve every visit for FIRST_PAGE_MAX_AGE_MS; a failing answer or
// render serves the page as built, and is asked again next time. The real renderer is pinned in
// Chromium (tests/e2e/firstScreen.test.ts).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRST_PAGE_MAX_AGE_MS, firstScreenPages } from '../../../server/features/firstScreen';
import { serveBuiltApp } from '../../../server/platform/staticApp';

const SLOT = '<template id="first-screen-html"></template>';
let root: string;
let dist: string;

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'matchday-first-'));
  dist = join(root, 'dist');
  mkdirSync(join(dist, '.vite'), { recursive: true });
  mkdirSync(join(dist, 'assets'));
  writeFileSync(
    join(dist, 'index.html'),
    `<html><head><link rel="stylesheet" href="/assets/global.css"><link rel="preload" as="style" href="/assets/core.css"></head><body><div id="first-shell"></div>${SLOT}</body></html>`,
  );
  writeFileSync(join(dist, 'assets', 'home.css'), '.home{color:red}');
  writeFileSync(join(dist, 'assets', 'core.css'), '.core{color:blue}');
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
    }),
  );
  mkdirSync(join(root, 'dist-ssr'));
  // A renderer that renders what it is given, names the channel by user agent, and counts.
  writeFileSync(
    join(root, 'dist-ssr', 'renderFirstScreen.js'),
    `globalThis.firstRenders = 0;
export async function firstScreenRenderer() {
  return {
    agentOf: (visit) => (visit.userAgent.includes('JD') ? 'jd' : 'main'),
    async renderHome(data, visit) {
      globalThis.firstRenders += 1;
      if (data.broken) throw new Error('render failed');
      if (data.refuse) return null;
      const agentId = visit.userAgent.includes('JD') ? 'jd' : 'main';
      return { route: 'tabs/home', module: 'src/features/home/HomePage.tsx', agentId, html: '<p>' + data.title + '</p>' };
    },
  };
}`,
  );
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

const renders = () => (globalThis as { firstRenders?: number }).firstRenders ?? 0;
const visit = (userAgent = 'Mozilla/5.0') =>
  ({
    hostname: 'app.test',
    headers: { 'user-agent': userAgent },
    log: { error: () => undefined },
  }) as unknown as FastifyRequest;
const silent = { error: () => undefined, warn: () => undefined } as never;

async function pages(answers: () => Promise<unknown>, clock = { now: 0 }) {
  let asked = 0;
  const page = await firstScreenPages({
    distDir: dist,
    log: silent,
    homeData: () => {
      asked += 1;
      return answers();
    },
    now: () => clock.now,
  });
  if (!page) throw new Error('no renderer');
  return { page, asked: () => asked, clock };
}

describe('the page with the first screen rendered', () => {
  it('fills the template with the render, its channel, its data and its CSS', async () => {
    const { page } = await pages(() => Promise.resolve({ title: '今日焦点 </script><!--' }));
    const html = (await page(visit())) ?? '';
    expect(html).toContain(
      '<template id="first-screen-html" data-route="tabs/home" data-agent="main"><p>今日焦点 </script><!--</p></template>',
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

  it('answers every visit of a channel from one render for a few seconds, then renders again', async () => {
    const { page, asked, clock } = await pages(() => Promise.resolve({ title: 'x' }));
    const before = renders();
    await Promise.all([page(visit()), page(visit()), page(visit())]);
    await page(visit('Mozilla/5.0 JD4iPhone'));
    // One answer for both channels, one render each.
    expect(asked()).toBe(1);
    expect(renders() - before).toBeLessThanOrEqual(4);
    const settled = renders();
    await page(visit());
    await page(visit('Mozilla/5.0 JD4iPhone'));
    expect(renders()).toBe(settled);
    clock.now += FIRST_PAGE_MAX_AGE_MS;
    expect(await page(visit())).toContain('<p>x</p>');
    expect(asked()).toBe(2);
    expect(renders()).toBe(settled + 1);
  });

  it('serves the page as built when the answer or the render fails, and asks again next time', async () => {
    let fail = true;
    const clock = { now: 0 };
    const { page, asked } = await pages(
      () => (fail ? Promise.reject(new Error('db away')) : Promise.resolve({ title: 'back' })),
      clock,
    );
    expect(await page(visit())).toBeNull();
    fail = false;
    clock.now += FIRST_PAGE_MAX_AGE_MS;
    expect(await page(visit())).toContain('<p>back</p>');
    expect(asked()).toBe(2);
    const broken = await pages(() => Promise.resolve({ broken: true }));
    expect(await broken.page(visit())).toBeNull();
    const refused = await pages(() => Promise.resolve({ refuse: true }));
    expect(await refused.page(visit())).toBeNull();
  });

  it('is not there without a built renderer', async () => {
    const page = await firstScreenPages({
      distDir: join(root, 'elsewhere'),
      log: silent,
      homeData: () => Promise.resolve({}),
    });
    expect(page).toBeNull();
  });

  it('is what the server answers for the page, whatever path the app is asked at', async () => {
    const { page } = await pages(() => Promise.resolve({ title: '首页' }));
    const app = Fastify();
    await serveBuiltApp(app, dist, page);
    for (const url of ['/', '/index.html', '/some/old/link']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<p>首页</p>');
    }
    await app.close();
    const plain = Fastify();
    await serveBuiltApp(plain, dist, null);
    const res = await plain.inject({ method: 'GET', url: '/' });
    expect(res.body).toContain(SLOT);
    await plain.close();
  });
});
