// Pins the data layer on whichever engine the run uses (PGlite by default, PostgreSQL under
// scripts/with-postgres.sh): migrations, constraints, transactions and the typed queries.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, gt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseTarget, openDatabase, type OpenedDatabase } from '../../../server/db/database';
import { leagues, matchEvents, matches, teams, users } from '../../../server/db/schema';
import { testDatabase, uniqueKey } from '../../kit/testDatabase';

let opened: OpenedDatabase;
beforeAll(async () => {
  opened = await testDatabase();
  console.log(`data layer on ${opened.kind}`);
});
afterAll(() => opened.close());

describe('database target', () => {
  it('uses PostgreSQL when DATABASE_URL is set, else PGlite under DATA_DIR', () => {
    expect(databaseTarget({ DATABASE_URL: 'postgres://x@h/db' })).toEqual({
      kind: 'postgres',
      url: 'postgres://x@h/db',
    });
    expect(databaseTarget({ DATA_DIR: '/tmp/md' })).toEqual({
      kind: 'pglite',
      dataDir: '/tmp/md/pglite',
    });
    expect(databaseTarget({})).toMatchObject({
      kind: 'pglite',
      dataDir: expect.stringMatching(/\.data\/pglite$/) as unknown,
    });
  });
});

describe('data layer', () => {
  it('creates every table', async () => {
    // Both drivers answer raw SQL with `rows`; the shared Database type cannot know which driver it is.
    const raw: unknown = await opened.db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    );
    const result = raw as { rows: Array<{ table_name: string }> };
    const names = result.rows.map((r) => r.table_name);
    expect(names).toEqual(
      expect.arrayContaining([
        'users',
        'sessions',
        'sms_codes',
        'leagues',
        'teams',
        'matches',
        'match_events',
      ]),
    );
  });

  it('keeps accounts unique', async () => {
    const account = uniqueKey('fan');
    await opened.db.insert(users).values({ account, nickName: '球迷' });
    await expect(opened.db.insert(users).values({ account })).rejects.toThrow();
    const [row] = await opened.db.select().from(users).where(eq(users.account, account));
    expect(row).toMatchObject({
      account,
      nickName: '球迷',
      userLevel: 0,
      vipStatus: 2,
    });
  });

  it('rolls a failed transaction back completely', async () => {
    const account = uniqueKey('tx');
    await expect(
      opened.db.transaction(async (tx) => {
        await tx.insert(users).values({ account, nickName: '半途' });
        throw new Error('payment failed half-way');
      }),
    ).rejects.toThrow('payment failed half-way');
    expect(await opened.db.select().from(users).where(eq(users.account, account))).toEqual([]);
  });

  it('stores matches and their events, and finds events since a moment', async () => {
    const id = Math.floor(Math.random() * 1e9);
    await opened.db.insert(leagues).values({
      id,
      sport: 1,
      name: '英格兰超级联赛',
      shortName: '英超',
      country: '英格兰',
      color: '#3d195b',
      season: '2026-2027',
    });
    await opened.db.insert(teams).values([
      { id, leagueId: id, sport: 1, name: '曼彻斯特联', shortName: '曼联' },
      { id: id + 1, leagueId: id, sport: 1, name: '切尔西', shortName: '切尔西' },
    ]);
    await opened.db.insert(matches).values({
      id,
      qtMatchId: id,
      sport: 1,
      leagueId: id,
      homeTeamId: id,
      awayTeamId: id + 1,
      matchTime: new Date(),
      scriptSeed: 7,
    });
    const before = new Date(Date.now() - 60_000);
    await opened.db.insert(matchEvents).values([
      {
        matchId: id,
        kind: 'goal',
        side: 1,
        minute: 12,
        second: 30,
        player: '拉什福德',
        happenedAt: new Date(Date.now() - 120_000),
      },
      {
        matchId: id,
        kind: 'yellow',
        side: 2,
        minute: 40,
        second: 5,
        player: '帕尔默',
        happenedAt: new Date(),
      },
    ]);
    const recent = await opened.db
      .select()
      .from(matchEvents)
      .where(and(eq(matchEvents.matchId, id), gt(matchEvents.happenedAt, before)));
    expect(recent.map((e) => e.kind)).toEqual(['yellow']);
    const [match] = await opened.db.select().from(matches).where(eq(matches.id, id));
    expect(match).toMatchObject({ status: 0, homeScore: 0, pointJson: {} });
  });
});

describe('PGlite on disk', () => {
  it('keeps data across restarts and re-runs migrations harmlessly', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'matchday-pglite-'));
    try {
      const first = await openDatabase({ kind: 'pglite', dataDir: dir });
      await first.db.insert(users).values({ account: 'kept' });
      await first.close();
      const second = await openDatabase({ kind: 'pglite', dataDir: dir });
      expect((await second.db.select().from(users)).map((u) => u.account)).toEqual(['kept']);
      await second.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
