// Pins GET /download/app, the download page's 立即下载 (issue 37 leftovers §2; docs/decisions/
// activities-and-channel-homes.md "Download") through the real server: a phone goes to its store
// from the deployment's settings, the agent appended; without a package for it (unset settings, a
// desktop) back to the app's download page, which says 暂未提供安装包; the agent kept when it is
// digits, 2335037 otherwise; never cached, never a 5xx whatever the query.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../kit/testApp';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Mobile Safari/537.36';
const DESKTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/126.0';
const ANDROID_URL = 'https://download.matchday.example/matchday.apk';

let withAndroid: TestApp;
let bare: TestApp;

beforeAll(async () => {
  withAndroid = await startTestApp({
    config: { downloadUrls: { ios: null, android: ANDROID_URL } },
  });
  bare = await startTestApp({ database: withAndroid.database });
});
afterAll(async () => {
  await bare.close();
  await withAndroid.close();
});

const download = (test: TestApp, query: string, userAgent: string) =>
  test.app.inject({
    method: 'GET',
    url: `/download/app${query}`,
    headers: { 'user-agent': userAgent },
  });

describe('GET /download/app', () => {
  it('sends an Android phone to the package, with its agent, never from a cache', async () => {
    const res = await download(withAndroid, '?agentId=2335109', ANDROID);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(`${ANDROID_URL}?agentId=2335109`);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers.vary).toContain('User-Agent');
  });

  it('sends a phone without a package, and a desktop, back to the page that says so', async () => {
    for (const userAgent of [IPHONE, DESKTOP]) {
      const res = await download(withAndroid, '?agentId=2335088', userAgent);
      expect(res.statusCode, userAgent).toBe(302);
      expect(res.headers.location).toBe('/#/download?agentId=2335088&missing=1');
    }
    const unset = await download(bare, '?agentId=2335088', ANDROID);
    expect(unset.statusCode).toBe(302);
    expect(unset.headers.location).toBe('/#/download?agentId=2335088&missing=1');
  });

  it('takes 2335037 for a missing or malformed agent, and never answers a 5xx', async () => {
    const queries = [
      '',
      '?agentId=',
      '?agentId=abc',
      '?agentId=%3Cscript%3E',
      '?agentId=2335088&agentId=2335089',
      `?agentId=${'9'.repeat(500)}`,
      '?agentId[a]=1',
      '?%E0%A4%A=1',
    ];
    for (const query of queries) {
      const res = await download(withAndroid, query, ANDROID);
      expect(res.statusCode, query).toBeLessThan(500);
      if (res.statusCode === 302)
        expect(res.headers.location, query).toBe(`${ANDROID_URL}?agentId=2335037`);
    }
    const noAgent = await download(bare, '', IPHONE);
    expect(noAgent.headers.location).toBe('/#/download?agentId=2335037&missing=1');
  });
});
