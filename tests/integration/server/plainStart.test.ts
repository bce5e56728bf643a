// Pins issue 30 §1 and §2 on the README's own start, as a stranger on the network meets it: a plain
// `npm run serve` (no NODE_ENV, no MATCHDAY_* setting) has none of the development doors — every
// /api/dev/* path of contracts/ is 404 — and stops cleanly when a supervisor sends SIGTERM to the
// npm process it started; under NODE_ENV=production a missing guarding secret stops the start with
// one line naming it.
// test-budget: 90 s — a server process on the run's world (seeded by the first file of the run to ask, possibly this one) and three production starts, beside two other files on two cores
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allEndpoints } from '../../../contracts/endpoints';
import { runWorldEnv, spawnServerProcess, within } from '../../kit/serverProcess';
import { seededDataDir } from '../../kit/worldTemplate';

/** The environment of a plain start: what the tests' own servers add is taken away again. */
function plainEnv(extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, ...extra };
  for (const name of Object.keys(env))
    if (name.startsWith('MATCHDAY_') || name === 'NODE_ENV') delete env[name];
  return { ...env, ...extra };
}

const devEndpoints = allEndpoints.filter((e) => e.path.startsWith('/api/dev/'));

describe('a plain npm run serve', () => {
  let npm: ChildProcess;
  let output = '';
  let url = '';

  beforeAll(async () => {
    npm = spawn('npm', ['run', '--silent', 'serve'], {
      env: plainEnv({
        PORT: '0',
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        DIST_DIR: '/nonexistent',
        // A copy of the run's seeded world: the subject is what a stranger meets, not the seed.
        ...runWorldEnv(),
        DATA_DIR:
          (await seededDataDir({ ...process.env, ...runWorldEnv() })) ??
          mkdtempSync(join(tmpdir(), 'matchday-plain-')),
      }),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const ready = new Promise<string>((resolve, reject) => {
      const append = (chunk: Buffer) => {
        output += chunk.toString();
        const match = /^Matchday is ready at (http:\/\/\S+)$/m.exec(output);
        if (match) resolve(match[1]!);
      };
      npm.stdout?.on('data', append);
      npm.stderr?.on('data', append);
      npm.once('exit', () => reject(new Error(`npm run serve exited:\n${output}`)));
    });
    url = await ready;
  }, 180_000);

  afterAll(() => {
    if (npm.exitCode === null) npm.kill('SIGKILL');
  });

  it(`has none of the ${devEndpoints.length} development doors`, async () => {
    expect(devEndpoints.length).toBeGreaterThanOrEqual(8);
    for (const endpoint of devEndpoints) {
      const path = endpoint.path.replace(/\{\w+\}/g, '1');
      const res = await fetch(`${url}${path}`, {
        method: endpoint.method,
        headers: endpoint.method === 'GET' ? {} : { 'content-type': 'application/json' },
        body: endpoint.method === 'GET' ? undefined : '{}',
      });
      expect(res.status, `${endpoint.method} ${endpoint.path}`).toBe(404);
    }
  });

  it('stops cleanly within 5 s when SIGTERM goes to the npm process', async () => {
    const exited = new Promise<number | null>((resolve) => npm.once('exit', resolve));
    npm.kill('SIGTERM');
    expect(await within(exited, 5_000)).not.toBe('timed out');
    // Nothing is left serving under another parent.
    await expect(fetch(`${url}/healthz`)).rejects.toThrow();
  });
});

describe('NODE_ENV=production', () => {
  it.each([
    ['PAY_NOTIFY_SECRET', { PARTNER_SECRET: 'a-partner-secret-of-our-own' }],
    ['PARTNER_SECRET', { PAY_NOTIFY_SECRET: 'a-notify-secret-of-our-own' }],
  ])('without %s stops at start with one line naming it', async (variable, others) => {
    const server = spawnServerProcess({
      env: plainEnv({ NODE_ENV: 'production', DIST_DIR: '/nonexistent', ...others }),
    });
    expect(await within(server.exited, 30_000)).toBe(1);
    const lines = server.output().trim().split('\n');
    expect(lines).toEqual([expect.stringContaining(`${variable} must be set`)]);
  });

  it('refuses a secret this repository published', async () => {
    const server = spawnServerProcess({
      env: plainEnv({
        NODE_ENV: 'production',
        DIST_DIR: '/nonexistent',
        PAY_NOTIFY_SECRET: 'matchday-dev-pay-notify-secret',
        PARTNER_SECRET: 'a-partner-secret-of-our-own',
      }),
    });
    expect(await within(server.exited, 30_000)).toBe(1);
    expect(server.output()).toMatch(/^PAY_NOTIFY_SECRET must be a secret of your own/m);
  });
});
