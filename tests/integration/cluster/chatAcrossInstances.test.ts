// Pins the chat across instances (issue 20 §4) with socket.io's Redis Streams adapter on a throw-away
// Redis (scripts/with-redis.sh gives REDIS_URL): two servers on one database, a fan on each; a
// message sent on one reaches the fan on the other, once. And connection-state recovery is kept
// across them: an instance stopped (a rolling deploy), its fan comes back through the balancer to
// the other one, recovered — still in the room, the message it missed replayed, no join asked.
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_EVENTS, CHAT_NAMESPACE, chatWireMessageSchema } from '../../../contracts/chat';
import { Balancer } from '../../../server/cluster/balancer';
import { redisChatAdapter, type RedisChatAdapter } from '../../../server/platform/redisAdapter';
import {
  ask,
  chatSockets,
  connected,
  nextEvents,
  startChatServer,
  type ChatServer,
} from '../../kit/chatServer';

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
  first = await startChatServer({
    chatAdapter: redis[0]!.adapter,
    config: { instanceId: 'one' },
  });
  second = await first.another({ chatAdapter: redis[1]!.adapter, config: { instanceId: 'two' } });
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

  it('keeps connection-state recovery when a fan comes back on the other instance', async () => {
    const balancer = new Balancer([
      { name: 'one', url: first.url },
      { name: 'two', url: second.url },
    ]);
    const url = await balancer.listen(0, '127.0.0.1');
    const onSecond = chatSockets({ ...first, url: second.url });
    /** A fan's socket as the app opens it, reconnecting on its own, through the balancer. */
    const open = async () => {
      const socket = io(`${url}${CHAT_NAMESPACE}`, {
        transports: ['websocket'],
        forceNew: true,
        auth: { token: first.fan.token },
        reconnectionDelay: 50,
        reconnectionDelayMax: 200,
      });
      await connected(socket);
      return socket;
    };
    let fan: Socket | null = null;
    try {
      // The balancer's round decides where a socket lands: open until one is on instance one.
      for (let i = 0; i < 4 && !fan?.io.engine.id.startsWith('one.'); i += 1) {
        fan?.close();
        fan = await open();
      }
      if (!fan?.io.engine.id.startsWith('one.')) throw new Error('never on instance one');
      await ask(fan, CHAT_EVENTS.join, first.football);
      const other = await onSecond.open({ token: first.other.token });
      await onSecond.joined(other);
      const heard: string[] = [];
      fan.on(CHAT_EVENTS.message, (m: unknown) =>
        heard.push(chatWireMessageSchema.parse(m).content),
      );
      // What the fan last heard is where its recovery starts (socket.io's offset).
      const heardFirst = nextEvents(fan, CHAT_EVENTS.message);
      await onSecond.send(other, '开场了');
      await heardFirst;
      const socket = fan;
      const back = new Promise<boolean>((resolve) =>
        socket.once('connect', () => resolve(socket.recovered)),
      );

      // Instance one stops, as in a rolling deploy: its sockets drop without a goodbye. A message
      // is sent on instance two while the fan is away.
      await first.stop();
      await onSecond.send(other, '你不在的时候');

      expect(await back).toBe(true);
      expect(fan.io.engine.id.startsWith('two.')).toBe(true);
      // Replayed from the stream, then live again: each once, and no join was asked.
      const next = nextEvents(fan, CHAT_EVENTS.message);
      await onSecond.send(other, '欢迎回来');
      await next;
      expect(heard).toEqual(['开场了', '你不在的时候', '欢迎回来']);
    } finally {
      fan?.close();
      onSecond.closeAll();
      await balancer.close();
    }
  });
});
