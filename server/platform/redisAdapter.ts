import { createAdapter } from '@socket.io/redis-streams-adapter';
import { createClient } from 'redis';

/** socket.io's Redis Streams adapter on a connected client, and how to let the client go. */
export interface RedisChatAdapter {
  adapter: ReturnType<typeof createAdapter>;
  close(): Promise<void>;
}

/**
 * The chat's rooms across instances (issue 20 §4): socket.io's Redis Streams adapter, which also
 * keeps connection state recovery working when a fan's next connection lands on another instance.
 * Connected before the server listens, so a wrong REDIS_URL stops the start with its reason.
 */
export async function redisChatAdapter(
  url: string,
  onError: (err: unknown) => void,
): Promise<RedisChatAdapter> {
  const client = createClient({ url });
  // The client reconnects by itself; an error unlistened would end the process instead.
  client.on('error', onError);
  await client.connect();
  return {
    adapter: createAdapter(client),
    async close() {
      await client.close();
    },
  };
}
