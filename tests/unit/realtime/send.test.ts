// Pins sending with an acknowledgement: the answer comes back; offline fails at once and emits
// nothing (no burst of stale messages on reconnect); a missing answer fails with the transport's
// timeout, which is CHAT_ACK_TIMEOUT_MS unless said otherwise.
import { describe, expect, it } from 'vitest';
import { CHAT_ACK_TIMEOUT_MS } from '@schedulers';
import { OfflineError, sendWithAck } from '../../../realtime/send';
import type { Ack, Transport } from '../../../realtime/transport';
import { fakeTransport } from './fakeTransport';

describe('sendWithAck', () => {
  it('resolves with the server’s answer', async () => {
    const t = fakeTransport();
    t.connect();
    await expect(sendWithAck(t.transport, 'chat:send', { text: '好球' })).resolves.toEqual({
      ok: true,
    });
    expect(t.emitted).toEqual([{ event: 'chat:send', payload: { text: '好球' } }]);
  });

  it('fails at once while offline, and emits nothing then or on reconnect', async () => {
    const t = fakeTransport();
    await expect(sendWithAck(t.transport, 'chat:send', { text: '好球' })).rejects.toBeInstanceOf(
      OfflineError,
    );
    t.connect();
    expect(t.emitted).toEqual([]);
  });

  it('fails with the transport’s timeout, asked for with the chat’s ack timeout', async () => {
    let asked: number | undefined;
    const silent: Transport = {
      connected: true,
      emit: (_event: string, _payload: unknown, ack?: Ack, timeoutMs?: number) => {
        asked = timeoutMs;
        ack?.(new Error('operation has timed out'));
      },
      on: () => () => undefined,
      onConnect: () => () => undefined,
    };
    await expect(sendWithAck(silent, 'chat:send', {})).rejects.toThrow('timed out');
    expect(asked).toBe(CHAT_ACK_TIMEOUT_MS);
  });
});
