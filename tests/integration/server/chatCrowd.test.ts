// Pins the chat's crowd (issue 8 item 6): simulated fans are counted online in busy matches in play
// and chat there through the hub like anyone (stored, then broadcast); quiet matches and matches not
// in play get none, and a match that ends loses its crowd.
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CHAT_EVENTS, roomName } from '../../../contracts/chat';
import { chatMessages, matches, users } from '../../../server/db/schema';
import { ChatCrowd, isBusy } from '../../../server/features/chat/crowd';
import { selectMatchItems } from '../../../server/features/matches/rows';
import { CHAT_FAN_NICKNAMES, chatFanAccount } from '../../../server/features/chat/chatFans';
import { buildWorld } from '../../../server/domain/sport/world';
import { Simulator } from '../../../server/simulator/simulator';
import {
  ask,
  connected,
  nextEvents,
  rawChatSocket,
  startChatServer,
  type ChatServer,
} from '../../kit/chatServer';

let server: ChatServer;
let crowd: ChatCrowd;

beforeAll(async () => {
  server = await startChatServer();
  const simulator = new Simulator({
    db: server.database.db,
    world: buildWorld(2026),
    clock: server.clock,
    seed: 2026,
  });
  await simulator.tick();
  crowd = new ChatCrowd({
    db: server.database.db,
    hub: server.app.chat,
    clock: server.clock,
    seed: 2026,
  });
  await crowd.start();
  // The test drives the ticks itself.
  await crowd.stop();
});
afterAll(() => server.close());

async function inPlay() {
  const rows = await selectMatchItems(
    server.database.db,
    and(eq(matches.sport, 1), inArray(matches.status, [1, 11, 12, 13, 14])),
  );
  return rows.filter((m) => m.matchDate > server.clock.now() - 5 * 3_600_000);
}

describe('the chat crowd', () => {
  it('seeds its fans once, without passwords', async () => {
    await crowd.start();
    await crowd.stop();
    const fans = await server.database.db
      .select({ account: users.account, passwordHash: users.passwordHash })
      .from(users)
      .where(
        inArray(
          users.account,
          CHAT_FAN_NICKNAMES.map((_, i) => chatFanAccount(i)),
        ),
      );
    expect(fans).toHaveLength(CHAT_FAN_NICKNAMES.length);
    expect(fans.every((f) => f.passwordHash === null)).toBe(true);
  });

  it('fills busy matches in play with fans who are counted and who talk', async () => {
    const live = await inPlay();
    const busy = live.filter(isBusy);
    const quiet = live.filter((m) => !isBusy(m));
    expect(busy.length).toBeGreaterThan(0);
    const room = { roomType: 1, roomTypeId: busy[0]!.matchId };
    const socket = rawChatSocket(server.url);
    await connected(socket);
    await ask(socket, CHAT_EVENTS.join, room);
    const heard = nextEvents(socket, CHAT_EVENTS.message);
    for (let i = 0; i < 30; i++) await crowd.tick();
    const [message] = (await heard) as { nickName: string; roomTypeId: number }[];
    expect(CHAT_FAN_NICKNAMES).toContain(message?.nickName);
    expect(server.app.chat.onlineCount(room)).toBeGreaterThan(100);
    for (const m of quiet)
      expect(server.app.chat.onlineCount({ roomType: 1, roomTypeId: m.matchId })).toBe(0);
    const said = await server.database.db
      .select({ roomTypeId: chatMessages.roomTypeId })
      .from(chatMessages)
      .where(eq(chatMessages.roomType, 1));
    const rooms = new Set(said.map((r) => r.roomTypeId));
    for (const m of quiet) expect(rooms.has(m.matchId)).toBe(false);
    socket.disconnect();
    await vi.waitFor(() => expect(server.app.chat.nsp.sockets.size).toBe(0));
    expect(roomName(room)).toMatch(/^match:1:/);
  });

  it('leaves a match that is no longer in play', async () => {
    const [match] = (await inPlay()).filter(isBusy);
    if (!match) throw new Error('no busy match');
    const room = { roomType: 1, roomTypeId: match.matchId };
    await crowd.tick();
    expect(server.app.chat.onlineCount(room)).toBeGreaterThan(0);
    await server.database.db
      .update(matches)
      .set({ status: 2 })
      .where(eq(matches.id, match.matchId));
    await crowd.tick();
    expect(server.app.chat.onlineCount(room)).toBe(0);
  });
});
