// Pins room reference counting: one join for two screens, a leave only when the last one goes, every
// wanted room joined again exactly once after a reconnect the server did not recover, nothing resent
// after a recovered one, and one connect listener however often the connection comes back.
import { describe, expect, it } from 'vitest';
import { JOIN_EVENT, LEAVE_EVENT, RoomRegistry } from '../../../realtime/rooms';
import { fakeTransport } from './fakeTransport';

const match7 = { roomType: 1, roomTypeId: 7 };
const match8 = { roomType: 1, roomTypeId: 8 };
const events = (emitted: { event: string; payload: unknown }[]) =>
  emitted.map(({ event, payload }) => `${event} ${(payload as { roomTypeId: number }).roomTypeId}`);

describe('RoomRegistry', () => {
  it('joins once for two holders and leaves when the last one releases', () => {
    const t = fakeTransport();
    t.connect();
    const rooms = new RoomRegistry(t.transport);
    const first = rooms.join(match7);
    const second = rooms.join(match7);
    expect(rooms.holders(match7)).toBe(2);
    first();
    first();
    expect(events(t.emitted)).toEqual([`${JOIN_EVENT} 7`]);
    second();
    expect(events(t.emitted)).toEqual([`${JOIN_EVENT} 7`, `${LEAVE_EVENT} 7`]);
    expect(rooms.holders(match7)).toBe(0);
  });

  it('rejoins every wanted room exactly once after a reconnect the server did not recover', () => {
    const t = fakeTransport();
    t.connect();
    const rooms = new RoomRegistry(t.transport);
    rooms.join(match7);
    rooms.join(match7);
    rooms.join(match8);
    t.emitted.length = 0;
    for (let i = 0; i < 3; i += 1) {
      t.drop();
      t.connect();
    }
    // Three reconnects, each rejoining both rooms once; the listener was registered once.
    expect(events(t.emitted)).toEqual(
      Array.from({ length: 3 }, () => [`${JOIN_EVENT} 7`, `${JOIN_EVENT} 8`]).flat(),
    );
    expect(t.listeners()).toBe(1);
  });

  it('sends nothing after a recovered reconnect, but what changed while offline', () => {
    const t = fakeTransport();
    t.connect();
    const rooms = new RoomRegistry(t.transport);
    const leave7 = rooms.join(match7);
    t.emitted.length = 0;
    t.drop();
    leave7();
    rooms.join(match8);
    expect(t.emitted).toEqual([]);
    t.connect(true);
    expect(events(t.emitted)).toEqual([`${JOIN_EVENT} 8`, `${LEAVE_EVENT} 7`]);
  });

  it('waits for a connection before joining, then joins once', () => {
    const t = fakeTransport();
    const rooms = new RoomRegistry(t.transport);
    rooms.join(match7);
    expect(t.emitted).toEqual([]);
    t.connect();
    t.connect(true);
    expect(events(t.emitted)).toEqual([`${JOIN_EVENT} 7`]);
  });

  it('stops listening and leaves everything when disposed', () => {
    const t = fakeTransport();
    t.connect();
    const rooms = new RoomRegistry(t.transport);
    rooms.join(match7);
    rooms.dispose();
    expect(t.listeners()).toBe(0);
    expect(events(t.emitted)).toEqual([`${JOIN_EVENT} 7`, `${LEAVE_EVENT} 7`]);
  });
});
