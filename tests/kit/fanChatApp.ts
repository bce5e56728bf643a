import { CHAT_NAMESPACE, CHAT_NEAR_MESSAGES, type RoomRef } from '../../contracts/chat';
import { chatContentSchema, chatRoomInfoSchema } from '../../contracts/sportdata/matches';
import { ChatRoomClient, type ChatHistory, type ChatRoomState } from '../../realtime/chatRoom';
import { SocketConnection } from '../../realtime/connection';
import { RoomRegistry } from '../../realtime/rooms';
import { socketIoPort } from '../../realtime/socketIoPort';
import { after, createEnvironment, systemClock } from '../../schedulers';
import { fetchGateway } from './gateway';
import { TEST_SECRET } from './testApp';

/** Who a fan's app is in a test: enough to log in the socket and sign its own messages. */
export interface FanIdentity {
  id: number;
  token: string;
  nickName: string;
}

/** The gateway's chat calls over real HTTP, as the app's history port makes them. */
export function httpHistory(url: string, secret = TEST_SECRET): ChatHistory {
  const call = (apiName: string, args: Record<string, unknown>) =>
    fetchGateway(url, apiName, args, secret);
  return {
    latest: async (room) => {
      const info = chatRoomInfoSchema.parse(
        await call('getChatroomInfoApi', { ...room, needNearMsgList: 1 }),
      );
      return { messages: info.nearMsgList, hasMore: info.nearMsgList.length >= CHAT_NEAR_MESSAGES };
    },
    after: async (room, afterId) => {
      const page = chatContentSchema.parse(
        await call('getChatroomUserContentApi', { ...room, afterId }),
      );
      return { messages: page.list, hasMore: page.hasMore };
    },
    before: async (room, beforeId) => {
      const page = chatContentSchema.parse(
        await call('getChatroomUserContentApi', { ...room, beforeId }),
      );
      return { messages: page.list, hasMore: page.hasMore };
    },
  };
}

/** A history whose calls fail while `online()` says no, as the browser's requests do offline. */
function failingOffline(history: ChatHistory, online: () => boolean): ChatHistory {
  const offline = () => Promise.reject(new Error('网络连接失败'));
  return {
    latest: (room) => (online() ? history.latest(room) : offline()),
    after: (room, id) => (online() ? history.after(room, id) : offline()),
    before: (room, id) => (online() ? history.before(room, id) : offline()),
  };
}

export type FanChatApp = ReturnType<typeof fanChatApp>;

/**
 * A fan's app: port, connection, rooms and one chat room, as src/features/chat wires them, on
 * the server at `url` (an instance, or the cluster's balancer). `close` undoes it all.
 */
export function fanChatApp(
  url: string,
  user: FanIdentity,
  room: RoomRef,
  opts: {
    hiddenCloseMs?: number;
    transports?: ('websocket' | 'polling')[];
    secret?: string;
    /** The app starts offline, its history's calls failing as a browser's fetch does offline. */
    startOffline?: boolean;
  } = {},
) {
  const port = socketIoPort(`${url}${CHAT_NAMESPACE}`, {
    transports: opts.transports ?? ['websocket'],
  });
  const environment = createEnvironment({ online: !opts.startOffline });
  const connection = new SocketConnection({
    port,
    clock: systemClock,
    environment,
    hiddenCloseMs: opts.hiddenCloseMs,
    // Retry at once: a restart or a failover should not wait on the backoff's first second.
    random: () => 0.999,
    auth: { token: () => user.token, refresh: () => Promise.resolve() },
  });
  const rooms = new RoomRegistry(connection);
  let n = 0;
  const client = new ChatRoomClient(room, {
    transport: connection,
    rooms,
    history: opts.startOffline
      ? failingOffline(httpHistory(url, opts.secret), () => environment.current().online)
      : httpHistory(url, opts.secret),
    identity: () => ({ userId: user.id, nickName: user.nickName, userIcon: null }),
    newId: () => `it-${user.id}-${Date.now().toString(36)}-${++n}`,
    now: () => Date.now(),
  });
  const release = connection.hold();
  const closeRoom = client.open();
  const close = () => {
    closeRoom();
    release();
    connection.dispose();
    port.close();
  };
  return { port, connection, rooms, client, environment, close };
}

/**
 * Resolves when `test` holds for what `read` gives (checked now and on every change `subscribe`
 * reports), or fails after `timeoutMs` naming what was awaited.
 */
function whenTrue<T>(
  read: () => T,
  subscribe: (listener: (value: T) => void) => () => void,
  test: (value: T) => boolean,
  what: string,
  timeoutMs: number,
): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    if (test(read())) return resolve();
    const cancel = after(timeoutMs, () => {
      stop();
      reject(new Error(`timed out waiting for ${what}`));
    });
    const stop = subscribe((value) => {
      if (!test(value)) return;
      cancel();
      stop();
      resolve();
    });
  });
}

/** Resolves when `test` holds for the client's state (checked on every change), or fails. */
export function until(
  client: ChatRoomClient,
  test: (state: ChatRoomState) => boolean,
  what: string,
  timeoutMs = 10_000,
) {
  return whenTrue(
    () => client.getState(),
    (l) => client.subscribe(l),
    test,
    what,
    timeoutMs,
  );
}

/** Resolves when the app's connection is in `state` (now or later), or fails. */
export function inState(
  app: FanChatApp,
  test: (state: string) => boolean,
  what: string,
  timeoutMs = 10_000,
) {
  const { connection } = app;
  return whenTrue(
    () => connection.state,
    (l) => connection.onState(l),
    test,
    what,
    timeoutMs,
  );
}
