// Pins the simulator's development control (issue 17 §5): a kick-off, a goal and a red card made to
// happen now, and simulated time moved on, each written at once — and none of it in production.
import { and, asc, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEV_SIM_MAX_PLAYABLE_IDS,
  devSimAdvance,
  devSimHappen,
  devSimPlayable,
} from '../../../contracts/devSim';
import { matches } from '../../../server/db/schema';
import { buildWorld } from '../../../server/domain/sport/world';
import { scriptOf } from '../../../server/simulator/scriptOf';
import { Simulator } from '../../../server/simulator/simulator';
import { startTestApp, type TestApp } from '../../kit/testApp';

const SEED = 2026;
const NOW = Date.parse('2026-11-22T19:00:00+08:00');
const world = buildWorld(SEED);
let test: TestApp;
let simulator: Simulator;

beforeAll(async () => {
  test = await startTestApp({
    now: NOW,
    simulator: () => simulator,
    seeded: { seed: SEED, now: NOW, parts: ['sport'] },
  });
  simulator = new Simulator({ db: test.database.db, world, clock: test.clock, seed: SEED });
  await simulator.tick();
});
afterAll(() => test.close());

const post = (path: string, payload: object) =>
  test.app.inject({ method: 'POST', url: path, payload });

/** The match's row as the simulator wrote it. */
async function liveScore(matchId: number) {
  const [row] = await test.database.db.select().from(matches).where(eq(matches.id, matchId));
  if (!row) throw new Error(`no match ${matchId}`);
  return {
    matchStatus: row.status,
    awayScore: row.awayScore,
    homeRed: row.homeRed,
    version: row.version,
  };
}

async function nextUpcoming(sport: number) {
  const [row] = await test.database.db
    .select({ id: matches.id })
    .from(matches)
    .where(
      and(
        eq(matches.sport, sport),
        eq(matches.status, 0),
        gt(matches.matchTime, new Date(test.clock.now() + 60 * 60_000)),
      ),
    )
    .orderBy(matches.matchTime)
    .limit(1);
  if (!row) throw new Error('no upcoming match');
  return row.id;
}

describe('the simulator control', () => {
  it('kicks a football match off now, then makes a goal and a red card for a side', async () => {
    const id = await nextUpcoming(1);
    const kicked = await post(devSimHappen.path, { matchId: id, kind: 'kickoff' });
    expect(kicked.statusCode, kicked.body).toBe(200);
    const live = await liveScore(id);
    expect(live.matchStatus).toBe(1);
    expect(await post(devSimHappen.path, { matchId: id, kind: 'goal', side: 2 })).toMatchObject({
      statusCode: 200,
    });
    expect(await post(devSimHappen.path, { matchId: id, kind: 'red', side: 1 })).toMatchObject({
      statusCode: 200,
    });
    const after = await liveScore(id);
    expect(after.awayScore).toBe(live.awayScore + 1);
    expect(after.homeRed).toBe(live.homeRed + 1);
    expect(after.version).toBeGreaterThan(live.version);
  });

  it('kicks a basketball match off now', async () => {
    const id = await nextUpcoming(2);
    expect((await post(devSimHappen.path, { matchId: id, kind: 'kickoff' })).statusCode).toBe(200);
    expect((await liveScore(id)).matchStatus).toBeGreaterThanOrEqual(1);
  });

  it('refuses a goal in a match not in play, an unknown match and bad input', async () => {
    const id = await nextUpcoming(1);
    expect(await post(devSimHappen.path, { matchId: id, kind: 'goal' })).toMatchObject({
      statusCode: 409,
    });
    expect(
      (await post(devSimHappen.path, { matchId: 2_000_000_000, kind: 'kickoff' })).statusCode,
    ).toBe(404);
    expect((await post(devSimHappen.path, { matchId: 3e9, kind: 'goal' })).statusCode).toBe(400);
    expect((await post(devSimHappen.path, { matchId: id, kind: 'own' })).statusCode).toBe(400);
  });

  it('names the matches it will play: those its scripts postpone are left out, and refused', async () => {
    const upcoming = await test.database.db
      .select({ id: matches.id })
      .from(matches)
      .where(and(eq(matches.status, 0), gt(matches.matchTime, new Date(test.clock.now()))))
      .orderBy(asc(matches.matchTime))
      .limit(DEV_SIM_MAX_PLAYABLE_IDS);
    const asked = upcoming.map((row) => row.id);
    // One of them is given the first script seed that postpones it: a postponement among the next
    // matches is otherwise left to the seed's luck (the simulator plays a stored match by its seed).
    const [first] = await test.database.db.select().from(matches).where(eq(matches.id, asked[0]!));
    let scriptSeed = 1;
    while (!scriptOf(world, { ...first!, scriptSeed }).postponed) scriptSeed++;
    await test.database.db.update(matches).set({ scriptSeed }).where(eq(matches.id, first!.id));
    const res = await post(devSimPlayable.path, { matchIds: asked });
    expect(res.statusCode, res.body).toBe(200);
    const playable = res.json<{ data: { matchIds: number[] } }>().data.matchIds;
    const left = asked.filter((id) => !playable.includes(id));
    expect(playable.every((id) => asked.includes(id))).toBe(true);
    // Postponed matches, and only those, are left out.
    expect(left).toContain(first!.id);
    for (const id of left) {
      const refused = await post(devSimHappen.path, { matchId: id, kind: 'kickoff' });
      expect(refused.statusCode).toBe(409);
      expect(refused.json<{ code: string }>().code).toBe('postponed');
    }
    expect(
      (await post(devSimHappen.path, { matchId: playable[0], kind: 'kickoff' })).statusCode,
    ).toBe(200);
    // A match already started is not among those still to play; bad input is a 400.
    const again = await post(devSimPlayable.path, { matchIds: [playable[0]] });
    expect(again.json<{ data: { matchIds: number[] } }>().data.matchIds).toEqual([]);
    for (const matchIds of [[], [1.5], Array(DEV_SIM_MAX_PLAYABLE_IDS + 1).fill(1), 'x'])
      expect((await post(devSimPlayable.path, { matchIds })).statusCode).toBe(400);
  });

  it('moves simulated time on, and the world with it', async () => {
    const id = await nextUpcoming(1);
    const before = test.clock.now();
    const res = await post(devSimAdvance.path, { minutes: 90 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ data: { now: number } }>().data.now).toBe(before + 90 * 60_000);
    expect((await liveScore(id)).matchStatus).not.toBe(0);
  });

  it('does not exist in production', async () => {
    const prod = await startTestApp({ config: { production: true }, simulator: () => simulator });
    const res = await prod.app.inject({
      method: 'POST',
      url: devSimAdvance.path,
      payload: { minutes: 1 },
    });
    expect(res.statusCode).toBe(404);
    await prod.close();
  });
});
