// Pins room reference counting on mock-socket: one join for two screens, a leave only when the last
// one goes, every wanted room joined again exactly once after a reconnect the server did not
// recover, only what changed offline after a recovered one, and the same number of listeners on
// the socket however often the connection comes back.
import { afterEach, describe, expect, it } from 'vitest';
import { CHAT_EVENTS } from '../../../contracts/chat';
import { realtimeHarness, type Harness } from './harness';

const match7 = { roomType: 1, roomTypeId: 7 };
const match8 = { roomType: 2, roomTypeId: 8 };
const match9 = { roomType: 1, roomTypeId: 9 };

let h: Harness;
afterEach(() => h.dispose());

/** "room:join 7" and the like, in the order the server received them. */
const roomEvents = () =>
  h.server.received
    .filter((r) => r.event === CHAT_EVENTS.join || r.event === CHAT_EVENTS.leave)
    .map((r) => `${r.event} ${(r.payload as { roomTypeId: number }).roomTypeId}`);

async function connect() {
  h = realtimeHarness();
  const release = h.connection.hold();
  await h.settle();
  expect(h.connection.state).toBe('connected');
  return release;
}

describe('RoomRegistry on the shared connection', () => {
  it('joins once for two holders and leaves when the last one releases', async () => {
    await connect();
    const first = h.rooms.join(match7);
    const second = h.rooms.join(match7);
    await h.settle();
    expect(h.rooms.holders(match7)).toBe(2);
    first();
    first();
    await h.settle();
    expect(roomEvents()).toEqual(['room:join 7']);
    second();
    await h.settle();
    expect(roomEvents()).toEqual(['room:join 7', 'room:leave 7']);
    expect(h.rooms.holders(match7)).toBe(0);
  });

  it('waits for the connection: rooms held before it opens are joined once it does', async () => {
    h = realtimeHarness();
    h.rooms.join(match7);
    h.rooms.join(match8);
    expect(roomEvents()).toEqual([]);
    h.connection.hold();
    await h.settle();
    expect(roomEvents()).toEqual(['room:join 7', 'room:join 8']);
  });

  it('rejoins every wanted room exactly once after each reconnect the server did not recover', async () => {
    await connect();
    h.rooms.join(match7);
    h.rooms.join(match7);
    h.rooms.join(match8);
    await h.settle();
    for (let drop = 1; drop <= 3; drop++) {
      h.server.received.length = 0;
      h.server.drop();
      await h.kit.advance(60_000);
      expect(h.connection.state).toBe('connected');
      expect(roomEvents()).toEqual(['room:join 7', 'room:join 8']);
    }
  });

  it('after a recovered reconnect sends only the rooms joined or left while away', async () => {
    await connect();
    const leaving = h.rooms.join(match7);
    h.rooms.join(match8);
    await h.settle();
    h.server.received.length = 0;
    h.server.recoverNext = true;
    h.server.drop();
    await h.settle();
    expect(h.connection.state).toBe('reconnecting');
    leaving();
    h.rooms.join(match9);
    expect(roomEvents()).toEqual([]);
    await h.kit.advance(60_000);
    expect(roomEvents()).toEqual(['room:join 9', 'room:leave 7']);
  });

  it('keeps the same listeners on the socket after several reconnects', async () => {
    await connect();
    h.rooms.join(match7);
    await h.settle();
    const listeners = h.port.listenerCount();
    for (let i = 0; i < 5; i++) {
      h.server.drop();
      await h.kit.advance(60_000);
    }
    h.server.kick();
    await h.kit.advance(60_000);
    expect(h.port.opens).toBe(7);
    expect(h.connection.state).toBe('connected');
    expect(h.port.listenerCount()).toBe(listeners);
  });

  it('tells listeners how each join went, and forgets a refused room until the next connection', async () => {
    await connect();
    h.server.handlers.set(CHAT_EVENTS.join, () => ({
      ok: false,
      code: 'room_not_found',
      msg: '聊天室不存在',
    }));
    const answers: unknown[] = [];
    h.rooms.onJoined((key, result) => answers.push([key, result.answer]));
    h.rooms.join(match7);
    await h.settle();
    expect(answers).toEqual([
      ['match:1:7', { ok: false, code: 'room_not_found', msg: '聊天室不存在' }],
    ]);
    h.server.handlers.set(CHAT_EVENTS.join, () => ({ ok: true, onlineCount: 3 }));
    h.server.drop();
    await h.kit.advance(60_000);
    expect(answers.at(-1)).toEqual(['match:1:7', { ok: true, onlineCount: 3 }]);
  });

  it('asks again for a join the server never answered, while the connection lasts', async () => {
    await connect();
    let answer = false;
    h.server.handlers.set(CHAT_EVENTS.join, () =>
      answer ? { ok: true, onlineCount: 1 } : undefined,
    );
    const results: unknown[] = [];
    h.rooms.onJoined((_key, result) => results.push(result.error ? 'error' : result.answer));
    h.rooms.join(match7);
    await h.kit.advance(8_100);
    expect(results).toEqual(['error']);
    answer = true;
    await h.kit.advance(2_000);
    expect(results.at(-1)).toEqual({ ok: true, onlineCount: 1 });
    expect(roomEvents().filter((e) => e === 'room:join 7')).toHaveLength(2);
  });
});
