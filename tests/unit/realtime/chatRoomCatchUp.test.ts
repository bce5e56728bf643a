// Pins how a chat room catches up on what a fan missed while the socket was away (issue 8 item 4):
// over HTTP after a reconnect the server did not recover, each message once and from a little before
// the last one known in sync; nothing asked after one it did recover; a long gap paged, a too-long
// one dropped for the latest page; a failed catch-up tried again; live messages never skip a gap.
import { afterEach, describe, expect, it } from 'vitest';
import { CHAT_EVENTS } from '../../../contracts/chat';
import { MAX_CATCH_UP_PAGES } from '../../../realtime/catchUp';
import { realtimeHarness, type Harness } from './harness';
import { fakeHistory, message, openChatRoom, roomClient, shown } from './roomHarness';

let h: Harness;
afterEach(() => h.dispose());

/** Opens the room on a fresh harness, which the test then drives as `h`. */
async function openRoom(opts?: Parameters<typeof openChatRoom>[0]) {
  const opened = await openChatRoom(opts);
  h = opened.h;
  return opened;
}

describe('ChatRoomClient catching up', () => {
  it('catches up over HTTP after a reconnect the server did not recover, each message once', async () => {
    const store = fakeHistory();
    store.held.push(message(1), message(2));
    const { client } = await openRoom({ history: store });
    store.calls.length = 0;
    h.server.drop();
    // Said while the fan was away; one of them also arrives over the socket after the rejoin.
    store.held.push(message(3), message(4), message(5));
    await h.kit.advance(2000);
    h.server.broadcast(CHAT_EVENTS.message, message(4));
    await h.settle();
    // From a little before the last message known in sync: a late commit is asked for again.
    expect(store.calls).toEqual(['after 1']);
    expect(shown(client)).toEqual([1, 2, 3, 4, 5]);
    expect(h.server.emitsOf(CHAT_EVENTS.join)).toHaveLength(2);
  });

  it('asks nothing over HTTP after a recovered reconnect: the server replays what was missed', async () => {
    const store = fakeHistory();
    store.held.push(message(1));
    const { client } = await openRoom({ history: store });
    store.calls.length = 0;
    h.server.recoverNext = true;
    h.server.drop();
    await h.kit.advance(2000);
    h.server.broadcast(CHAT_EVENTS.message, message(2));
    await h.settle();
    expect(store.calls).toEqual([]);
    expect(h.server.emitsOf(CHAT_EVENTS.join)).toHaveLength(1);
    expect(shown(client)).toEqual([1, 2]);
  });

  it('pages through a long gap, and starts from the latest when the gap is too long', async () => {
    const store = fakeHistory(2);
    store.held.push(message(1), message(2));
    const { client } = await openRoom({ history: store });
    store.calls.length = 0;
    h.server.drop();
    for (let id = 3; id <= 8; id++) store.held.push(message(id));
    await h.kit.advance(2000);
    await h.settle();
    // Each page's own last id is the next cursor.
    expect(store.calls).toEqual(['after 1', 'after 3', 'after 5', 'after 7']);
    expect(shown(client)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);

    store.calls.length = 0;
    h.server.drop();
    for (let id = 9; id <= 9 + 2 * MAX_CATCH_UP_PAGES + 5; id++) store.held.push(message(id));
    await h.kit.advance(2000);
    await h.settle();
    expect(store.calls).toHaveLength(MAX_CATCH_UP_PAGES + 1);
    expect(store.calls.at(-1)).toBe('latest');
    const last = store.held.at(-1)?.id ?? 0;
    expect(shown(client)).toEqual([last - 1, last]);
    expect(client.getState().hasOlder).toBe(true);
  });

  describe('regressions', () => {
    it('does not skip a gap when a live message arrives in the middle of a catch-up', async () => {
      const store = fakeHistory(2);
      store.held.push(message(1), message(2));
      const { client } = await openRoom({ history: store });
      h.server.drop();
      for (let id = 3; id <= 8; id++) store.held.push(message(id));
      store.hold();
      await h.kit.advance(2000);
      store.next(); // the first catch-up page
      await h.settle();
      // Said now, live over the socket, while the catch-up is still paging.
      store.held.push(message(9));
      h.server.broadcast(CHAT_EVENTS.message, message(9));
      await h.settle();
      store.release();
      await h.settle();
      expect(shown(client)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    });

    it('catches up from the first page, not from live messages that beat it', async () => {
      const store = fakeHistory();
      store.held.push(message(1), message(2));
      store.hold();
      h = realtimeHarness({ token: 'token' });
      const client = roomClient(h, store);
      client.open();
      await h.settle();
      // Stored after the first page was read, before the join: only the catch-up can bring it.
      store.held.push(message(3));
      // Live after the join.
      store.held.push(message(4));
      h.server.broadcast(CHAT_EVENTS.message, message(4));
      await h.settle();
      store.release();
      await h.settle();
      expect(shown(client)).toEqual([1, 2, 3, 4]);
    });

    it('tries a failed catch-up again on a backoff', async () => {
      const store = fakeHistory();
      store.held.push(message(1));
      const { client } = await openRoom({ history: store });
      store.fail(true);
      h.server.drop();
      store.held.push(message(2));
      await h.kit.advance(2000);
      expect(shown(client)).toEqual([1]);
      store.fail(false);
      await h.kit.advance(5000);
      expect(shown(client)).toEqual([1, 2]);
    });

    // Issue 31 item 7: a room reopened offline (the fan switched the match page's tab away and back
    // without network) could not read its history; back online, live messages showed alone under
    // 没有更早的消息了 and the fan's own earlier message was gone.
    it('reads the history it could not read offline once the connection is back, merged with live ones', async () => {
      const store = fakeHistory();
      store.held.push(message(1), message(2, { userId: 5, content: '我说过的话' }));
      const first = await openRoom({ history: store });
      expect(shown(first.client)).toEqual([1, 2]);
      h.kit.offline();
      first.close();
      store.fail(true);
      const again = roomClient(h, store);
      const close = again.open();
      await h.settle();
      expect(again.getState().history).toBe('error');
      store.calls.length = 0;

      store.held.push(message(3));
      store.fail(false);
      h.kit.online();
      await h.kit.advance(2000);
      h.server.broadcast(CHAT_EVENTS.message, message(4));
      store.held.push(message(4));
      await h.settle();
      expect(again.getState().history).toBe('ready');
      expect(shown(again)).toEqual([1, 2, 3, 4]);
      // The history once, then the catch-up from it: nothing shown twice.
      expect(store.calls[0]).toBe('latest');
      expect(store.calls.filter((c) => c === 'latest')).toHaveLength(1);
      close();
    });
  });
});
