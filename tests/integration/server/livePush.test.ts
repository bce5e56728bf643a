// Pins live pushes (issue 20 §2; docs/decisions/live-push.md) from the wire: a socket watches a set
// of matches and gets each committed change of them once — the score when its version moves, the
// new events chained to the last one pushed — and nothing of matches it stopped watching; the watch
// answers where each match stands; a malformed watch is refused with a code and changes nothing.
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  LIVE_EVENTS,
  LIVE_WATCH_MAX,
  liveEventsPushSchema,
  liveScorePushSchema,
  liveWatchAckSchema,
} from '../../../contracts/live';
import { matchEvents, matches } from '../../../server/db/schema';
import {
  ask,
  chatSockets,
  nextEvents,
  startChatServer,
  type ChatServer,
} from '../../kit/chatServer';

let server: ChatServer;
let sockets: ReturnType<typeof chatSockets>;

beforeAll(async () => {
  server = await startChatServer();
  sockets = chatSockets(server);
});
afterEach(() => sockets.closeAll());
afterAll(() => server.close());

const football = () => server.football.roomTypeId;
const basketball = () => server.basketball.roomTypeId;

const watch = async (socket: Parameters<typeof ask>[0], matchIds: unknown) =>
  liveWatchAckSchema.parse(await ask(socket, LIVE_EVENTS.watch, { matchIds }));

const change = (id: number) =>
  server.database.db
    .update(matches)
    .set({ homeCorner: sql`${matches.homeCorner} + 1`, version: sql`${matches.version} + 1` })
    .where(eq(matches.id, id));

const versionOf = async (id: number) =>
  (
    await server.database.db.select({ v: matches.version }).from(matches).where(eq(matches.id, id))
  )[0]?.v ?? -1;

describe('live pushes', () => {
  it('answers a watch with where each match stands, and pushes each change of it once', async () => {
    const fan = await sockets.open();
    const ack = await watch(fan, [football(), basketball(), 99_999_999]);
    if (!ack.ok) throw new Error(ack.msg);
    expect(ack.marks.map((m) => m.matchId).sort()).toEqual([football(), basketball()].sort());
    expect(ack.marks.find((m) => m.matchId === football())?.version).toBe(
      await versionOf(football()),
    );

    // A match new to the socket comes with its score; one it already watched does not.
    expect(ack.marks.find((m) => m.matchId === football())?.score?.matchId).toBe(football());
    const again = await watch(fan, [football(), basketball()]);
    expect(again.ok && again.marks.every((m) => m.score === undefined)).toBe(true);

    const heard = nextEvents(fan, LIVE_EVENTS.score);
    await change(football());
    const [score] = (await heard).map((p) => liveScorePushSchema.parse(p));
    expect(score).toMatchObject({ matchId: football(), version: await versionOf(football()) });
  });

  it('pushes new events chained to the last one pushed before them', async () => {
    const fan = await sockets.open();
    const ack = await watch(fan, [football()]);
    if (!ack.ok) throw new Error(ack.msg);
    const before = ack.marks[0]?.lastEventId ?? -1;
    const heard = nextEvents(fan, LIVE_EVENTS.events, 2);
    const insert = (player: string) =>
      server.database.db
        .insert(matchEvents)
        .values({
          matchId: football(),
          kind: 'yellow',
          side: 2,
          minute: 30,
          player,
          happenedAt: new Date(server.clock.now()),
        })
        .returning({ id: matchEvents.id });
    // The second waits for the first push: two pushes, the second chained to the first. Listened
    // for before the insert: on PostgreSQL the push can arrive before the insert's answer does.
    const firstPush = nextEvents(fan, LIVE_EVENTS.events);
    const [first] = await insert('甲');
    await firstPush;
    const [second] = await insert('乙');
    const [a, b] = (await heard).map((p) => liveEventsPushSchema.parse(p));
    expect(a).toMatchObject({ matchId: football(), after: before });
    expect(a?.events.map((e) => e.id)).toEqual([first?.id]);
    expect(b).toMatchObject({ after: first?.id });
    expect(b?.events.map((e) => e.id)).toEqual([second?.id]);
  });

  it('stops pushing a match the socket no longer watches', async () => {
    const fan = await sockets.open();
    await watch(fan, [football(), basketball()]);
    await watch(fan, [basketball()]);
    const pushed: unknown[] = [];
    fan.on(LIVE_EVENTS.score, (p: unknown) => pushed.push(p));
    const heard = nextEvents(fan, LIVE_EVENTS.score);
    await change(football());
    await change(basketball());
    const [score] = (await heard).map((p) => liveScorePushSchema.parse(p));
    expect(score?.matchId).toBe(basketball());
    expect(pushed.map((p) => liveScorePushSchema.parse(p).matchId)).not.toContain(football());
  });

  it('refuses a malformed or oversized watch with a code, and keeps the last one', async () => {
    const fan = await sockets.open();
    await watch(fan, [football()]);
    expect(await watch(fan, 'all')).toMatchObject({ ok: false, code: 'bad_payload' });
    expect(await watch(fan, [1.5])).toMatchObject({ ok: false, code: 'bad_payload' });
    const tooMany = Array.from({ length: LIVE_WATCH_MAX + 1 }, (_, i) => i + 1);
    expect(await watch(fan, tooMany)).toMatchObject({ ok: false, code: 'bad_payload' });
    const heard = nextEvents(fan, LIVE_EVENTS.score);
    await change(football());
    expect(liveScorePushSchema.parse((await heard)[0]).matchId).toBe(football());
  });
});
