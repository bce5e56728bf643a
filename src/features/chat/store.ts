import { create } from 'zustand';
import { roomKey, type ChatRoomClient, type ChatRoomState, type ConnectionState } from '@realtime';
import { nextFrame, type FrameScheduler } from '@shared/frame';

/**
 * The chat's store: each open room's state by room key (as its ChatRoomClient last published it)
 * and the shared connection's state. A room's changes are written at most once per frame: twenty
 * messages a second are a handful of renders, and rows whose entry did not change do not re-render.
 */
export interface ChatStoreState {
  rooms: Record<string, ChatRoomState>;
  connection: ConnectionState;
}

export const useChatStore = create<ChatStoreState>(() => ({ rooms: {}, connection: 'idle' }));

let scheduleFrame: FrameScheduler = nextFrame;
/** Tests drive frames themselves. */
export function setChatFrameScheduler(next: FrameScheduler | undefined): void {
  scheduleFrame = next ?? nextFrame;
}

const queued = new Map<string, ChatRoomState>();
/** Bindings per room: two screens of one room share its entry, removed when the last one goes. */
const bound = new Map<string, number>();

function flush(): void {
  if (queued.size === 0) return;
  const batch = new Map(queued);
  queued.clear();
  useChatStore.setState((state) => {
    const rooms = { ...state.rooms };
    for (const [key, room] of batch) rooms[key] = room;
    return { rooms };
  });
}

/** Feeds the store from a room's client until the returned cleanup, which removes the room. */
export function bindRoomToStore(client: ChatRoomClient): () => void {
  const key = roomKey(client.room);
  bound.set(key, (bound.get(key) ?? 0) + 1);
  const publish = (state: ChatRoomState) => {
    const first = queued.size === 0;
    queued.set(key, state);
    if (first) scheduleFrame(flush);
  };
  publish(client.getState());
  const stop = client.subscribe(publish);
  return () => {
    stop();
    const left = (bound.get(key) ?? 1) - 1;
    if (left > 0) {
      bound.set(key, left);
      return;
    }
    bound.delete(key);
    queued.delete(key);
    useChatStore.setState((state) => {
      const { [key]: _gone, ...rooms } = state.rooms;
      return { rooms };
    });
  };
}

export const useChatRoomState = (key: string): ChatRoomState | undefined =>
  useChatStore((s) => s.rooms[key]);
export const useConnectionState = (): ConnectionState => useChatStore((s) => s.connection);
