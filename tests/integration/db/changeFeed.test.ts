// Pins the live board's change feed (issue 20; docs/decisions/live-at-scale.md) on PGlite and, under
// test:postgres, PostgreSQL: a committed change of a match's version, or a new event of it, is heard
// on match_changed with the match id, once per transaction; a write that leaves the version alone,
// or a transaction rolled back, is not heard. Notices arrive in commit order, so "not heard" is
// checked by a later change arriving first.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChangeFeed } from '../../../server/db/changeFeed';
import type { OpenedDatabase } from '../../../server/db/database';
import { leagues, matchEvents, matches, teams } from '../../../server/db/schema';
import { eventually } from '../../kit/eventually';
import { testDatabase } from '../../kit/testDatabase';

let database: OpenedDatabase;
let feed: ChangeFeed;
const heard: string[] = [];

beforeAll(async () => {
  database = await testDatabase();
  const { db } = database;
  await db.insert(leagues).values({
    id: 9201,
    sport: 1,
    name: '测试联赛',
    shortName: '测试',
    country: '中国',
    color: '#cc0000',
    season: '2026',
  });
  await db.insert(teams).values([
    { id: 920101, leagueId: 9201, sport: 1, name: '东海', shortName: '东海' },
    { id: 920102, leagueId: 9201, sport: 1, name: '西山', shortName: '西山' },
  ]);
  const match = (id: number) => ({
    id,
    qtMatchId: id + 300_000_000,
    sport: 1,
    leagueId: 9201,
    homeTeamId: 920101,
    awayTeamId: 920102,
    matchTime: new Date(),
    scriptSeed: id % 1000,
    gameTabs: [],
  });
  await db.insert(matches).values([match(77001), match(77002), match(77003)]);
  feed = await database.listen(
    'match_changed',
    (id) => heard.push(id),
    () => undefined,
  );
});

afterAll(async () => {
  await feed.stop();
  await database.close();
});

const bump = (id: number) =>
  database.db
    .update(matches)
    .set({ homeScore: sql`${matches.homeScore} + 1`, version: sql`${matches.version} + 1` })
    .where(eq(matches.id, id));

const until = (id: string) =>
  eventually(
    () => Promise.resolve([...heard]),
    (seen) => seen.includes(id),
    { everyMs: 10 },
  );

describe('the match change feed', () => {
  it('hears a committed version change with the match id', async () => {
    await bump(77001);
    await until('77001');
  });

  it('does not hear a write that leaves the version alone, nor a rolled-back change', async () => {
    heard.length = 0;
    await database.db.update(matches).set({ homeCorner: 3 }).where(eq(matches.id, 77002));
    await database.db
      .transaction(async (tx) => {
        await tx
          .update(matches)
          .set({ version: sql`${matches.version} + 1` })
          .where(eq(matches.id, 77002));
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    await bump(77003);
    await until('77003');
    expect(heard).toEqual(['77003']);
  });

  it('hears a new event, and a transaction of a change with its events once', async () => {
    heard.length = 0;
    const event = (minute: number) => ({
      matchId: 77002,
      kind: 'corner',
      side: 1,
      minute,
      happenedAt: new Date(),
    });
    await database.db.transaction(async (tx) => {
      await tx
        .update(matches)
        .set({ version: sql`${matches.version} + 1` })
        .where(eq(matches.id, 77002));
      await tx.insert(matchEvents).values([event(10), event(11)]);
    });
    await bump(77003);
    await until('77003');
    expect(heard).toEqual(['77002', '77003']);
  });
});
