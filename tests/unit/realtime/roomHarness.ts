// One chat room on the realtime harness, for the chat room tests: the room and the fan, messages as
// the server sends them, a history the test fills, and the client built on all of them.
import type { ChatWireMessage, RoomRef } from '../../../contracts/chat';
import {
  ChatRoomClient,
  type ChatHistory,
  type ChatIdentity,
  type MessagePage,
} from '../../../realtime/chatRoom';
import { realtimeHarness, type Harness } from './harness';

export const room: RoomRef = { roomType: 1, roomTypeId: 7 };
export const me: ChatIdentity = { userId: 5, nickName: '我', userIcon: null };

export const message = (id: number, over: Partial<ChatWireMessage> = {}): ChatWireMessage => ({
  id,
  ...room,
  userId: 9,
  nickName: '球迷',
  userIcon: null,
  content: `第${id}条`,
  createdAt: 1_800_000_000_000 + id,
  ...over,
});

/** A history the test fills: what the server holds, served by id like the gateway. */
export function fakeHistory(pageSize = 30) {
  const held: ChatWireMessage[] = [];
  const calls: string[] = [];
  let failing = false;
  /** While set, each page waits for the test to let it through (a slow network). */
  let gate: Array<() => void> | null = null;
  const page = async (list: ChatWireMessage[], hasMore: boolean): Promise<MessagePage> => {
    if (gate) await new Promise<void>((resolve) => gate?.push(resolve));
    if (failing) throw new Error('网络连接失败');
    return { messages: list, hasMore };
  };
  const history: ChatHistory = {
    latest: () => {
      calls.push('latest');
      return page(held.slice(-pageSize), held.length > pageSize);
    },
    after: (_room, afterId) => {
      calls.push(`after ${afterId}`);
      const rest = held.filter((m) => m.id > afterId);
      return page(rest.slice(0, pageSize), rest.length > pageSize);
    },
    before: (_room, beforeId) => {
      calls.push(`before ${beforeId}`);
      const older = held.filter((m) => m.id < beforeId);
      return page(older.slice(-pageSize), older.length > pageSize);
    },
  };
  return {
    history,
    held,
    calls,
    fail: (on: boolean) => (failing = on),
    /** Holds every page until `release`. */
    hold: () => (gate = []),
    /** Lets the held pages through, and stops holding. */
    release: () => {
      const waiting = gate ?? [];
      gate = null;
      for (const resolve of waiting) resolve();
    },
    /** Lets one held page through. */
    next: () => gate?.shift()?.(),
  };
}

export type FakeHistory = ReturnType<typeof fakeHistory>;

/**
 * A client for `room` on the harness, not opened yet, its client ids counted from 1. The connection
 * is held, so a test's server handlers are in place before it connects.
 */
export function roomClient(
  h: Harness,
  store: FakeHistory,
  identity: ChatIdentity | null = me,
): ChatRoomClient {
  let n = 0;
  const client = new ChatRoomClient(room, {
    transport: h.connection,
    rooms: h.rooms,
    history: store.history,
    identity: () => identity,
    newId: () => `client-id-${++n}`,
    now: () => Date.now(),
  });
  h.connection.hold();
  return client;
}

/** A fresh harness with a signed-in connection, and a client on it opened and settled. */
export async function openChatRoom(
  opts: { identity?: ChatIdentity | null; history?: FakeHistory } = {},
) {
  const h = realtimeHarness({ token: 'token' });
  const store = opts.history ?? fakeHistory();
  const client = roomClient(h, store, opts.identity === undefined ? me : opts.identity);
  const close = client.open();
  await h.settle();
  return { h, client, store, close };
}

/** The entries in order: a server id, or the state and text of the fan's own unsent message. */
export const shown = (client: ChatRoomClient) =>
  client
    .getState()
    .entries.map((e) => (e.serverId === null ? `${e.state}:${e.content}` : e.serverId));
