// Pins sending with an acknowledgement over mock-socket: the answer comes back; offline fails at
// once and the server receives nothing, then or after the reconnect (no burst of stale messages);
// a missing answer fails after CHAT_ACK_TIMEOUT_MS, not a moment before.
import { afterEach, describe, expect, it } from 'vitest';
import { OfflineError, sendWithAck } from '../../../realtime/send';
import { realtimeHarness, type Harness } from './harness';
import { CHAT_ACK_TIMEOUT_MS } from '../../../realtime/timings';

let h: Harness;
afterEach(() => h.dispose());

async function connected() {
  h = realtimeHarness();
  h.connection.hold();
  await h.settle();
}

describe('sendWithAck', () => {
  it('resolves with the server’s answer', async () => {
    await connected();
    h.server.handlers.set('ping', (payload) => ({ pong: payload }));
    const answer = sendWithAck(h.connection, 'ping', { n: 1 });
    await h.settle();
    await expect(answer).resolves.toEqual({ pong: { n: 1 } });
  });

  it('fails at once while offline, and the server receives nothing then or on reconnect', async () => {
    await connected();
    h.kit.offline();
    await expect(
      sendWithAck(h.connection, 'chat:send', { content: '好球' }),
    ).rejects.toBeInstanceOf(OfflineError);
    h.kit.online();
    await h.settle();
    expect(h.connection.state).toBe('connected');
    expect(h.server.emitsOf('chat:send')).toEqual([]);
  });

  it('fails when no answer comes within the ack timeout', async () => {
    await connected();
    h.server.handlers.set('chat:send', () => undefined);
    let outcome = 'waiting';
    sendWithAck(h.connection, 'chat:send', {}).then(
      () => (outcome = 'answered'),
      (error: Error) => (outcome = error.message),
    );
    await h.kit.advance(CHAT_ACK_TIMEOUT_MS - 1);
    expect(outcome).toBe('waiting');
    await h.kit.advance(1);
    expect(outcome).toMatch(/timed out/);
  });
});
