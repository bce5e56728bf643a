/**
 * The companion server for bench/chat-load.ts, in a process of its own so its memory is measured
 * apart from the thousand clients: the generated world (for a match's room), SENDERS users with live
 * sessions, the chat on loopback. Talks to its parent over IPC: `ready` with the address, tokens and
 * room; `memory` answers with the heap and RSS after two full collections (run with --expose-gc).
 */
import { and, eq } from 'drizzle-orm';
import { buildServer } from '../server/app';
import { simulationClock } from '../server/clock';
import { readConfig } from '../server/config';
import { matches, users } from '../server/db/schema';
import { openSession } from '../server/platform/auth/sessions';
import { seedSport } from '../server/seed/sport/seedSport';
import { buildWorld } from '../server/domain/sport/world';
import { testDatabase } from '../tests/kit/testDatabase';

const senders = Number(process.env.SENDERS ?? 100);
const database = await testDatabase();
const clock = simulationClock(1);
await seedSport(database.db, buildWorld(2026), { seed: 2026, now: clock.now() });
const [match] = await database.db
  .select({ id: matches.id })
  .from(matches)
  .where(and(eq(matches.sport, 1)))
  .limit(1);
if (!match) throw new Error('no match');
const tokens: string[] = [];
for (let i = 0; i < senders; i++) {
  const [user] = await database.db
    .insert(users)
    .values({ account: `bench_${i}`, nickName: `压测球迷${i}` })
    .returning({ id: users.id });
  if (user) tokens.push(await openSession(database.db, user.id));
}
// Every client of the benchmark comes from loopback: the per-address cap (20 by default) goes.
const config = {
  ...readConfig({ LOG_LEVEL: 'warn', CHAT_MAX_PER_ADDRESS: '1000000' }),
  distDir: '/nonexistent',
  port: 0,
};
const app = await buildServer(config, {
  db: database.db,
  clock,
  logger: false,
  listen: database.listen,
});
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;

const gc = (globalThis as { gc?: () => void }).gc;
process.on('message', (message: { type: string }) => {
  if (message.type === 'memory') {
    gc?.();
    gc?.();
    const { rss, heapUsed, external } = process.memoryUsage();
    process.send?.({ type: 'memory', rss, heapUsed, external, gc: gc !== undefined });
  } else if (message.type === 'stop') {
    void app.close().then(() => database.close().then(() => process.exit(0)));
  }
});
process.send?.({
  type: 'ready',
  url: `http://127.0.0.1:${port}`,
  tokens,
  room: { roomType: 1, roomTypeId: match.id },
});
