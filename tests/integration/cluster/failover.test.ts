// Pins several servers behind one address (issue 20 §4) as `npm run start:cluster` runs them: two
// real server processes on one PostgreSQL and one Redis, behind the balancer. A chat message and a
// goal cross from one instance to fans on the other, and the room's online count is the sum of
// both. Then the instance running the simulator is killed with SIGKILL: its fans come back through
// the balancer to the survivor, no chat message is lost or doubled, and the survivor takes the
// lease and runs the simulator. Waits are for events (with deadlines), never sleeps.
import pg from 'pg';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { LIVE_EVENTS, liveScorePushSchema, liveWatchAckSchema } from '../../../contracts/live';
import { startCluster, type Cluster, type ClusterInstance } from '../../../server/cluster/cluster';
import { demoLoginToken } from '../../kit/demoLogin';
import { eventually } from '../../kit/eventually';
import {
  fanChatApp,
  inState,
  until,
  type FanChatApp,
  type FanIdentity,
} from '../../kit/fanChatApp';
import { DEV_GATEWAY_SECRET } from '../../kit/gateway';
import { ask, connected, rawChatSocket } from '../../kit/chatServer';
import { kickOffFirst, simGoal, upcomingMatches, yesterdayEvening } from '../../kit/simControl';
import { emptyDatabase } from '../../kit/testDatabase';

const REDIS_URL = process.env.REDIS_URL;
if (!REDIS_URL || !process.env.DATABASE_URL)
  throw new Error('REDIS_URL and DATABASE_URL must be set: run it as npm run test:cluster');

let database: Awaited<ReturnType<typeof emptyDatabase>>;
let cluster: Cluster;
let sql: pg.Client;
const closers: Array<() => void> = [];
/** What the cluster and its instances printed: shown when the test fails. */
const printed: string[] = [];

beforeAll(async () => {
  database = await emptyDatabase();
  if (database.target.kind !== 'postgres') throw new Error('the cluster needs PostgreSQL');
  cluster = await startCluster({
    names: ['a', 'b'],
    host: '127.0.0.1',
    port: 0,
    env: {
      DATABASE_URL: database.target.url,
      REDIS_URL,
      DIST_DIR: '/nonexistent',
      LOG_LEVEL: 'warn',
      // The simulator's control makes the goals this test waits for.
      MATCHDAY_DEV_API: '1',
      MATCHDAY_CHECK_ANSWERS: '1',
      // An evening with football still to kick off: the test makes it happen, not the clock.
      SIM_START: yesterdayEvening(),
    },
    restart: false,
    print: (line) => printed.push(line),
  });
  sql = new pg.Client({ connectionString: database.target.url });
  await sql.connect();
}, 240_000);

afterAll(async () => {
  for (const close of closers.splice(0)) close();
  await sql?.end();
  await cluster?.stop();
  await database?.remove();
});

const instance = (name: string): ClusterInstance => {
  const found = cluster.instances.find((i) => i.name === name);
  if (!found) throw new Error(`no instance ${name}`);
  return found;
};

const leaseHolder = async () =>
  (await sql.query<{ holder: string }>(`select holder from leases where name = 'world'`)).rows[0]
    ?.holder ?? null;

async function demoFan(account: string): Promise<FanIdentity> {
  const token = await demoLoginToken(cluster.url, account);
  const { rows } = await sql.query<{ id: number; nick_name: string | null }>(
    'select id, nick_name from users where account = $1',
    [account],
  );
  const row = rows[0];
  if (!row) throw new Error(`no user ${account}`);
  return { id: row.id, token, nickName: row.nick_name ?? account };
}

/** The instance a fan's app is connected to, named at the head of its engine id. */
const instanceOf = (app: FanChatApp) => app.port.engineId()?.split('.')[0] ?? null;

/**
 * A fan's app through the balancer, on the instance named: apps are opened (and the others closed)
 * until the balancer's round puts one there.
 */
async function fanOn(
  name: string,
  user: FanIdentity,
  room: { roomType: number; roomTypeId: number },
  transports: ('websocket' | 'polling')[],
): Promise<FanChatApp> {
  for (let attempt = 0; attempt < 8; attempt += 1) {
    const app = fanChatApp(cluster.url, user, room, { transports, secret: DEV_GATEWAY_SECRET });
    await inState(app, (s) => s === 'connected', 'the connection');
    if (instanceOf(app) === name) {
      closers.push(app.close);
      return app;
    }
    app.close();
    // The ring advances once per request, and an app makes the same number each time: one more
    // request moves the next app's place by one, so the attempts do not all land on the same side.
    await fetch(`${cluster.url}/healthz`);
  }
  throw new Error(`the balancer never put a fan on ${name}`);
}

const contents = (app: FanChatApp) => app.client.getState().entries.map((e) => e.content);

/** A watcher of live pushes, straight on one instance's own port. */
async function watcher(on: ClusterInstance, matchId: number): Promise<Socket> {
  const socket = rawChatSocket(on.url);
  closers.push(() => socket.close());
  await connected(socket);
  const ack = liveWatchAckSchema.parse(
    await ask(socket, LIVE_EVENTS.watch, { matchIds: [matchId] }),
  );
  if (!ack.ok) throw new Error(ack.msg);
  return socket;
}

/** Resolves with the first score push of the match whose home score is `home`, from now on. */
function scoreReaches(socket: Socket, matchId: number, home: number) {
  return new Promise<ReturnType<typeof liveScorePushSchema.parse>>((resolve) => {
    const listener = (push: unknown) => {
      const score = liveScorePushSchema.parse(push);
      if (score.matchId !== matchId || score.homeScore !== home) return;
      socket.off(LIVE_EVENTS.score, listener);
      resolve(score);
    };
    socket.on(LIVE_EVENTS.score, listener);
  });
}

describe('two instances behind the balancer', () => {
  it('share chat, goals and online counts, and survive the leader killed with SIGKILL', async () => {
    onTestFailed(() => console.log(printed.join('\n')));
    expect(await leaseHolder()).toBe('a');
    const upcoming = await upcomingMatches(cluster.url, 1);
    const [chatMatch] = upcoming;
    if (!chatMatch) throw new Error('no football ahead this evening');
    const room = { roomType: 1, roomTypeId: chatMatch.matchId };
    const fan = await demoFan('demo_fan');
    const other = await demoFan('demo_vip');

    // A fan on each instance; the one on b long-polls, so each of its requests must go back to b.
    const onA = await fanOn('a', fan, room, ['websocket']);
    const onB = await fanOn('b', other, room, ['polling']);

    // The online count is the sum of both instances' sockets, on each side.
    await until(onA.client, (s) => s.onlineCount === 2, 'a counts the fan on b');
    await until(onB.client, (s) => s.onlineCount === 2, 'b counts the fan on a');

    // A chat message crosses each way.
    onB.client.send('从b发出');
    await until(onA.client, () => contents(onA).includes('从b发出'), 'a hears b');
    onA.client.send('从a发出');
    await until(onB.client, () => contents(onB).includes('从a发出'), 'b hears a');

    // A goal made by the simulator on a reaches a watcher on b.
    const goalMatch = await kickOffFirst(instance('a').url, upcoming.slice(1));
    const seesB = await watcher(instance('b'), goalMatch.matchId);
    const firstGoal = scoreReaches(seesB, goalMatch.matchId, 1);
    await simGoal(instance('a').url, goalMatch.matchId, 1);
    expect(await firstGoal).toMatchObject({ matchId: goalMatch.matchId, homeScore: 1 });

    // The leader dies without a word.
    const dropped = inState(onA, (s) => s !== 'connected', 'the drop');
    await instance('a').kill('SIGKILL');
    await dropped;
    onB.client.send('a 倒下的时候');
    await inState(onA, (s) => s === 'connected', 'the reconnect', 20_000);
    expect(instanceOf(onA)).toBe('b');
    onB.client.send('换到b以后');
    await until(onA.client, () => contents(onA).includes('换到b以后'), 'a hears b after');
    await until(onA.client, () => contents(onA).includes('a 倒下的时候'), 'the gap filled');
    // Each message once, in the order sent.
    const seen = contents(onA).filter((c) => /从|倒下|换到/.test(c));
    expect(seen).toEqual(['从b发出', '从a发出', 'a 倒下的时候', '换到b以后']);
    const ids = onA.client.getState().entries.map((e) => e.serverId);
    expect(new Set(ids).size).toBe(ids.length);

    // The survivor takes the lease and runs the simulator: a goal made there reaches its watcher.
    await eventually(leaseHolder, (holder) => holder === 'b', { timeoutMs: 20_000 });
    const secondGoal = scoreReaches(seesB, goalMatch.matchId, 2);
    await eventually(
      () =>
        simGoal(instance('b').url, goalMatch.matchId, 1).then(
          () => true,
          () => false,
        ),
      (done) => done,
      { timeoutMs: 10_000 },
    );
    expect(await secondGoal).toMatchObject({ homeScore: 2 });

    // The dead instance's count of its fan stays until it goes stale (it may be back at once, as
    // after a restart); then the count is the survivor's own: both fans, now on b.
    await until(onB.client, (s) => s.onlineCount === 3, 'the dead still counted for a while');
    await until(onB.client, (s) => s.onlineCount === 2, 'the count without the dead', 30_000);
  }, 120_000);
});
