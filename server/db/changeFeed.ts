import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/**
 * A channel of the database's NOTIFY, heard by this process. `onNotice` gets each payload;
 * `onGap` is called when notices may have been missed (the listening connection was lost and is
 * back), so the listener reloads what it keeps. `stop` ends the listening.
 */
export interface ChangeFeed {
  stop(): Promise<void>;
}

export type Listen = (
  channel: string,
  onNotice: (payload: string) => void,
  onGap: () => void,
) => Promise<ChangeFeed>;

/** PGlite runs in this process: its notices cannot be lost, so there is never a gap. */
export function pgliteListen(client: PGlite): Listen {
  return async (channel, onNotice) => {
    const unlisten = await client.listen(channel, onNotice);
    return { stop: () => unlisten() };
  };
}

/** How long to wait before listening again after the connection was lost, at most. */
const RECONNECT_MAX_MS = 5_000;

/**
 * PostgreSQL: a connection of its own (a pooled one would be handed to queries and lose its
 * LISTEN). When it is lost it is opened again, with a growing pause, and `onGap` tells the
 * listener that notices may have been missed meanwhile.
 */
export function postgresListen(url: string): Listen {
  return async (channel, onNotice, onGap) => {
    let stopped = false;
    let client: pg.Client | null = null;
    let pause = 100;
    const open = async (): Promise<void> => {
      const next = new pg.Client({ connectionString: url });
      next.on('notification', (n) => {
        if (n.channel === channel && n.payload !== undefined) onNotice(n.payload);
      });
      next.on('error', () => undefined);
      next.on('end', () => {
        if (stopped) return;
        client = null;
        retry();
      });
      await next.connect();
      await next.query(`LISTEN "${channel.replaceAll('"', '""')}"`);
      client = next;
    };
    const reopen = async (): Promise<void> => {
      if (stopped) return;
      try {
        await open();
        pause = 100;
        onGap();
      } catch {
        retry();
      }
    };
    // Unref'd: a feed waiting to listen again never keeps the process alive.
    const retry = () => {
      setTimeout(() => void reopen(), pause).unref();
      pause = Math.min(pause * 2, RECONNECT_MAX_MS);
    };
    await open();
    return {
      async stop() {
        stopped = true;
        await client?.end().catch(() => undefined);
      },
    };
  };
}
