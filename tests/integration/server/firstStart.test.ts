// Pins issue 17 §4 item 1, the atomic first start: a server that dies while it seeds its first
// world leaves nothing half-filled behind, a database an older seed did leave half-filled is
// finished at the next start, and /healthz is not ok until the world is whole.
// test-budget: 120 s — seeds three whole worlds from nothing, two of them in server processes (the first start is what it tests)
import { rmSync } from 'node:fs';
import { count, eq, inArray } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { healthSchema } from '../../../contracts/health';
import { openDatabase, type Database, type OpenedDatabase } from '../../../server/db/database';
import {
  experts,
  leagues,
  matches,
  odds,
  userLevelLogs,
  users,
  worldSeed,
} from '../../../server/db/schema';
import { worldState } from '../../../server/db/world';
import { DEMO_ACCOUNTS } from '../../../server/seed/demoAccounts';
import { ensureWorld } from '../../../server/seed/index';
import { windowFixtures, seedSport } from '../../../server/seed/sport/seedSport';
import { buildWorld } from '../../../server/domain/sport/world';
import { spawnServerProcess, startServerProcess } from '../../kit/serverProcess';
import { startTestApp, type TestApp } from '../../kit/testApp';

const SEED = 2026;
const NOW = Date.parse('2026-11-22T21:10:00+08:00');
const world = buildWorld(SEED);

const rows = async (db: Database, table: PgTable) =>
  (await db.select({ n: count() }).from(table))[0]?.n ?? 0;

const demoAccountsIn = async (db: Database) =>
  (
    await db
      .select({ account: users.account })
      .from(users)
      .where(
        inArray(
          users.account,
          DEMO_ACCOUNTS.map((a) => a.account),
        ),
      )
  ).length;

/** What a whole world holds, whichever way it was made. */
async function expectWholeWorld(db: Database): Promise<void> {
  expect(await worldState(db)).toEqual({ kind: 'whole', seed: SEED });
  expect(await rows(db, leagues)).toBe(world.leagues.length);
  expect(await demoAccountsIn(db)).toBe(DEMO_ACCOUNTS.length);
  expect(await rows(db, userLevelLogs)).toBeGreaterThan(0);
  expect(await rows(db, odds)).toBeGreaterThan(0);
  expect(await rows(db, experts)).toBeGreaterThan(0);
}

describe('a first start on one database (in process)', () => {
  let test: TestApp;
  const health = async () => {
    const res = await test.app.inject({ method: 'GET', url: '/healthz' });
    return { status: res.statusCode, body: res.json<unknown>() };
  };

  beforeAll(async () => {
    test = await startTestApp({ now: NOW });
  });
  afterAll(() => test.close());

  it('answers /healthz 503 with its reason before any world exists', async () => {
    expect(await health()).toEqual({
      status: 503,
      body: {
        status: 'unavailable',
        reason: expect.stringContaining('not seeded yet') as unknown,
      },
    });
  });

  it('leaves nothing behind when the seed dies half-way (after the sport and the demo accounts)', async () => {
    await expect(
      ensureWorld(test.database.db, world, {
        seed: SEED,
        now: NOW,
        afterStep: (step) => {
          if (step === 'accounts') throw new Error('killed while seeding');
        },
      }),
    ).rejects.toThrow('killed while seeding');
    const db = test.database.db;
    expect(await rows(db, leagues)).toBe(0);
    expect(await rows(db, matches)).toBe(0);
    expect(await rows(db, users)).toBe(0);
    expect(await rows(db, odds)).toBe(0);
    expect((await health()).status).toBe(503);
  });

  it('finishes a world an older seed left half-filled, and only then is healthy', async () => {
    const db = test.database.db;
    // What the non-transactional seed left when it was killed: the sport written, nothing after
    // it, and part of the sport only (today's matches among those cut).
    await seedSport(db, world, { seed: SEED, now: NOW });
    const today = windowFixtures(world, SEED, NOW).filter((f) => f.matchTime > NOW - 3_600_000);
    const cut = today.slice(0, Math.floor(today.length / 3)).map((f) => f.id);
    await db.delete(matches).where(inArray(matches.id, cut));
    expect(await health()).toEqual({
      status: 503,
      body: { status: 'unavailable', reason: expect.stringContaining('incomplete') as unknown },
    });

    expect(await ensureWorld(db, world, { seed: SEED, now: NOW })).toBe(true);
    await expectWholeWorld(db);
    const restored = await db
      .select({ id: matches.id })
      .from(matches)
      .where(inArray(matches.id, cut));
    expect(restored.length).toBe(cut.length);
    const res = await test.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(healthSchema.parse(res.json())).toEqual({ status: 'ok' });
  });

  it('leaves a whole world as it is at the next start', async () => {
    const db = test.database.db;
    const before = await rows(db, matches);
    const [marker] = await db.select().from(worldSeed).where(eq(worldSeed.id, 1));
    expect(await ensureWorld(db, world, { seed: SEED, now: NOW + 86_400_000 })).toBe(false);
    expect(await rows(db, matches)).toBe(before);
    expect(await db.select().from(worldSeed)).toEqual([marker]);
  });
});

describe('a first start killed while seeding (server process, PGlite on disk)', () => {
  // Two starts of a real server, each opening PGlite and the second seeding a whole world.
  it('starts whole the next time, healthy only then', { timeout: 300_000 }, async () => {
    // PGlite on disk whatever the run: under scripts/with-postgres.sh the process would otherwise
    // seed the shared test database.
    const env = { DATABASE_URL: '', LOG_LEVEL: 'info' };
    const first = spawnServerProcess({ env });
    try {
      // Inside the seed's transaction: the sport is written, the rest is still to come.
      await first.waitFor(/seeding: sport written/);
      first.child.kill('SIGKILL');
      await first.exited;
      expect(first.output()).not.toMatch(/Matchday is ready|seeded a new world/);

      const second = await startServerProcess({ env: { ...env, DATA_DIR: first.dataDir } });
      await second.waitFor(/seeded a new world/);
      const res = await fetch(`${second.url}/healthz`);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ status: 'ok' });
      expect(await second.stop('SIGTERM')).toBe(0);

      let opened: OpenedDatabase | null = null;
      try {
        opened = await openDatabase({ kind: 'pglite', dataDir: `${first.dataDir}/pglite` });
        await expectWholeWorld(opened.db);
      } finally {
        await opened?.close();
      }
    } finally {
      first.child.kill('SIGKILL');
      rmSync(first.dataDir, { recursive: true, force: true });
    }
  });
});
