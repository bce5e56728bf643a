// Pins the chat store: a room's changes land at most once per frame (a burst of messages is one
// write), the latest state wins, and closing the room removes it.
import { afterEach, describe, expect, it } from 'vitest';
import type { ChatRoomClient, ChatRoomState } from '@realtime';
import { bindRoomToStore, setChatFrameScheduler, useChatStore } from '@features/chat/store';

afterEach(() => setChatFrameScheduler(undefined));

function fakeClient() {
  let state = { onlineCount: 0 } as unknown as ChatRoomState;
  const listeners = new Set<(s: ChatRoomState) => void>();
  const client = {
    room: { roomType: 1, roomTypeId: 9 },
    getState: () => state,
    subscribe: (l: (s: ChatRoomState) => void) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
  } as unknown as ChatRoomClient;
  const publish = (onlineCount: number) => {
    state = { ...state, onlineCount };
    for (const l of listeners) l(state);
  };
  return { client, publish };
}

describe('chat store', () => {
  it('writes a room once per frame, with its latest state', () => {
    const frames: Array<() => void> = [];
    setChatFrameScheduler((fn) => frames.push(fn));
    let writes = 0;
    const stop = useChatStore.subscribe(() => (writes += 1));
    const { client, publish } = fakeClient();
    const unbind = bindRoomToStore(client);
    for (let n = 1; n <= 20; n++) publish(n);
    expect(writes).toBe(0);
    expect(frames).toHaveLength(1);
    frames.shift()?.();
    expect(writes).toBe(1);
    expect(useChatStore.getState().rooms['match:1:9']?.onlineCount).toBe(20);
    unbind();
    expect(useChatStore.getState().rooms['match:1:9']).toBeUndefined();
    stop();
  });
});
