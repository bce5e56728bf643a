// Pins the companion server's first cut: health, the built app with its fallback, JSON 404s and errors.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginResultSchema } from '../../../contracts/account/session';
import { healthSchema } from '../../../contracts/health';
import { encryptPasswordForTransport } from '../../../contracts/account/passwordTransport';
import { simulationClock } from '../../../server/clock';
import { readConfig } from '../../../server/config';
import { markWorldWhole } from '../../../server/db/world';
import { passCaptchaInProcess } from '../../kit/captcha';
import { startTestApp, type TestApp } from '../../kit/testApp';

describe('companion server', () => {
  let dist: string;
  let test: TestApp;
  let app: TestApp['app'];

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'matchday-dist-'));
    writeFileSync(
      join(dist, 'index.html'),
      '<!doctype html><title>体育周报</title><div id="root"></div>',
    );
    test = await startTestApp({ config: { distDir: dist } });
    app = test.app;
  });
  afterAll(async () => {
    await test.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('answers GET /healthz 503 with a reason until the world is whole, then 200 {"status":"ok"}', async () => {
    const empty = await app.inject({ method: 'GET', url: '/healthz' });
    expect(empty.statusCode).toBe(503);
    expect(empty.json()).toEqual({
      status: 'unavailable',
      reason: expect.stringContaining('not seeded yet') as unknown,
    });
    await markWorldWhole(test.database.db, 2026, Date.now());
    const res = await app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(healthSchema.parse(res.json())).toEqual({ status: 'ok' });
  });

  it('serves the built app at / and for other page paths', async () => {
    const root = await app.inject({ method: 'GET', url: '/' });
    expect(root.statusCode).toBe(200);
    expect(root.body).toContain('<div id="root">');
    const deep = await app.inject({ method: 'GET', url: '/some/page' });
    expect(deep.statusCode).toBe(200);
    expect(deep.body).toContain('<div id="root">');
  });

  it('answers unknown API paths with a JSON envelope, not the page', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ isSuccess: false, code: 'not_found' });
  });

  it('rejects statistics without a real session, and malformed ones with a clear code', async () => {
    const anonymous = await app.inject({
      method: 'POST',
      url: '/api/stats/event',
      payload: { eventId: 101, path: '/x', at: 1 },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ code: 'no_login' });

    // A made-up token is not a session.
    const forged = await app.inject({
      method: 'POST',
      url: '/api/stats/event',
      headers: { authorization: `Bearer ${'x'.repeat(43)}` },
      payload: { eventId: 101, path: '/x', at: 1 },
    });
    expect(forged.statusCode).toBe(401);

    const login = await app.inject({
      method: 'POST',
      url: '/api/uc/register',
      payload: {
        account: 'stats_fan',
        password: encryptPasswordForTransport('secret123'),
        captchaTicket: await passCaptchaInProcess(app),
      },
    });
    const { token } = loginResultSchema.parse(login.json<{ data: unknown }>().data);
    const headers = { authorization: `Bearer ${token}` };
    const bad = await app.inject({
      method: 'POST',
      url: '/api/stats/event',
      headers,
      payload: { eventId: 999, path: '' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ isSuccess: false, code: 'bad_request' });

    const good = await app.inject({
      method: 'POST',
      url: '/api/stats/event',
      headers,
      payload: { eventId: 101, path: '/tabs/home', at: 1 },
    });
    expect(good.statusCode).toBe(200);
    expect(good.json()).toMatchObject({ isSuccess: true, code: '1' });
  });

  it('turns broken JSON into a 400 envelope instead of a crash', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/stats/event',
      headers: { 'content-type': 'application/json', authorization: 'Bearer t' },
      payload: '{"eventId":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ isSuccess: false, code: 'bad_request' });
  });
});

describe('server config', () => {
  it('defaults to 127.0.0.1:8080 and reads PORT and HOST', () => {
    expect(readConfig({})).toMatchObject({ host: '127.0.0.1', port: 8080 });
    expect(readConfig({ PORT: '9090', HOST: '0.0.0.0' })).toMatchObject({
      host: '0.0.0.0',
      port: 9090,
    });
    expect(() => readConfig({ PORT: 'eighty' })).toThrow(/PORT/);
  });

  it('starts the simulated clock at SIM_START and refuses a time it cannot read', () => {
    expect(readConfig({}).simStart).toBeUndefined();
    expect(readConfig({ SIM_START: '2026-11-24T20:00:00+08:00' }).simStart).toBe(
      Date.UTC(2026, 10, 24, 12),
    );
    expect(() => readConfig({ SIM_START: 'tonight' })).toThrow(/SIM_START/);
    let real = 1_000;
    const clock = simulationClock(60, () => real, Date.UTC(2026, 10, 24, 12));
    real += 1_000;
    expect(clock.now()).toBe(Date.UTC(2026, 10, 24, 12) + 60_000);
  });
});

describe('companion server assets', () => {
  it('answers a missing asset with 404, not the page', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'matchday-dist-'));
    writeFileSync(join(dist, 'index.html'), '<div id="root"></div>');
    const test = await startTestApp({ config: { distDir: dist } });
    const res = await test.app.inject({ method: 'GET', url: '/assets/index-old.js' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('root');
    await test.close();
    rmSync(dist, { recursive: true, force: true });
  });
});
