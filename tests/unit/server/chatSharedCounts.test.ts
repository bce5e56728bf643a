// Pins the online count across instances (issue 20 §4): each instance's own count of a room reaches
// the others when it changes, a full report replaces what a peer said before, a clean stop takes a
// peer's fans off at once, a killed peer's go once it has been silent ROOM_COUNTS_STALE_MS, and a
// malformed report changes nothing. The adapter's server-side events are a bus here.
import type { FastifyBaseLogger } from 'fastify';
import type { Namespace } from 'socket.io';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ROOM_COUNTS_EVENT,
  ROOM_COUNTS_REPORT_MS,
  ROOM_COUNTS_STALE_MS,
  SharedRoomCounts,
} from '../../../server/features/chat/sharedCounts';

const ROOM = 'match:1:100';
const silentLog = { warn: vi.fn() } as unknown as FastifyBaseLogger;

/** Server-side events between instances: delivered to every other instance, as the adapter does. */
function bus() {
  const members: Array<{ hear: (payload: unknown) => void; dead: boolean }> = [];
  return {
    nsp() {
      const member = { hear: (_: unknown) => undefined as void, dead: false };
      members.push(member);
      const nsp = {
        on: (_event: string, handler: (payload: unknown) => void) => (member.hear = handler),
        serverSideEmit: (event: string, payload: unknown) => {
          if (member.dead || event !== ROOM_COUNTS_EVENT) return;
          for (const other of members) if (other !== member && !other.dead) other.hear(payload);
        },
      };
      return { nsp: nsp as unknown as Namespace, kill: () => (member.dead = true), member };
    },
  };
}

function instance(b: ReturnType<typeof bus>) {
  const local = new Map<string, number>();
  const changes: string[] = [];
  const wire = b.nsp();
  const counts = new SharedRoomCounts({
    nsp: wire.nsp,
    localCount: (key) => local.get(key) ?? 0,
    localRooms: () => local.keys(),
    onPeerChange: (key) => changes.push(key),
    log: silentLog,
  });
  const set = (key: string, n: number) => {
    local.set(key, n);
    counts.reportRoom(key);
  };
  return { counts, set, changes, kill: wire.kill, hear: (p: unknown) => wire.member.hear(p) };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('room counts across instances', () => {
  it('tells each change of its own count to the others, and only a change', () => {
    const b = bus();
    const one = instance(b);
    const two = instance(b);
    one.set(ROOM, 3);
    expect(two.counts.peersCount(ROOM)).toBe(3);
    expect(two.changes).toEqual([ROOM]);
    one.set(ROOM, 3);
    expect(two.changes).toHaveLength(1);
    one.set(ROOM, 0);
    expect(two.counts.peersCount(ROOM)).toBe(0);
    expect(one.counts.peersCount(ROOM)).toBe(0);
  });

  it('sums every other instance, and a newcomer learns the counts from the full report', () => {
    const b = bus();
    const one = instance(b);
    const two = instance(b);
    one.set(ROOM, 2);
    two.set(ROOM, 5);
    const three = instance(b);
    one.counts.start();
    two.counts.start();
    expect(three.counts.peersCount(ROOM)).toBe(7);
    expect(one.counts.peersCount(ROOM)).toBe(5);
    one.counts.stop();
    two.counts.stop();
  });

  it('drops a peer that stops cleanly at once', () => {
    const b = bus();
    const one = instance(b);
    const two = instance(b);
    one.set(ROOM, 4);
    one.counts.stop();
    expect(two.counts.peersCount(ROOM)).toBe(0);
    expect(two.changes).toEqual([ROOM, ROOM]);
  });

  it('forgets a killed peer once it has been silent for the stale time, not before', () => {
    const b = bus();
    const one = instance(b);
    const two = instance(b);
    one.counts.start();
    two.counts.start();
    one.set(ROOM, 4);
    one.kill();
    vi.advanceTimersByTime(ROOM_COUNTS_STALE_MS - ROOM_COUNTS_REPORT_MS);
    expect(two.counts.peersCount(ROOM)).toBe(4);
    vi.advanceTimersByTime(2 * ROOM_COUNTS_REPORT_MS);
    expect(two.counts.peersCount(ROOM)).toBe(0);
    expect(two.changes.at(-1)).toBe(ROOM);
    two.counts.stop();
  });

  it('keeps a live peer that keeps reporting, however long', () => {
    const b = bus();
    const one = instance(b);
    const two = instance(b);
    one.counts.start();
    two.counts.start();
    one.set(ROOM, 6);
    vi.advanceTimersByTime(10 * ROOM_COUNTS_STALE_MS);
    expect(two.counts.peersCount(ROOM)).toBe(6);
    one.counts.stop();
    two.counts.stop();
  });

  it('ignores a malformed report', () => {
    const b = bus();
    const two = instance(b);
    for (const bad of [
      null,
      'x',
      { from: 'p', full: true, rooms: [[ROOM, -1]] },
      { from: '', full: false, rooms: [] },
    ])
      two.hear(bad);
    two.hear({ from: 'p', full: false, rooms: [[ROOM, 2]] });
    expect(two.counts.peersCount(ROOM)).toBe(2);
    two.hear({ from: 'p', full: false, rooms: [[ROOM, 'many']] });
    expect(two.counts.peersCount(ROOM)).toBe(2);
  });

  it('replaces what a peer said with its full report', () => {
    const b = bus();
    const two = instance(b);
    two.hear({
      from: 'p',
      full: false,
      rooms: [
        [ROOM, 2],
        ['match:1:200', 1],
      ],
    });
    two.hear({ from: 'p', full: true, rooms: [[ROOM, 3]] });
    expect(two.counts.peersCount(ROOM)).toBe(3);
    expect(two.counts.peersCount('match:1:200')).toBe(0);
  });
});
