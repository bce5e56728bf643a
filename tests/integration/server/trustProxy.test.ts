// Pins TRUST_PROXY for the chat's per-address cap (issue 20 §4): behind the cluster's balancer
// every socket comes from the balancer's address, so the cap counts the address X-Forwarded-For
// names — but only when the peer is a proxy the server trusts; from anyone else the header is
// ignored, or a client could dodge the cap by writing it.
import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { connected, rawChatSocket, startChatServer, type ChatServer } from '../../kit/chatServer';

const CAP = 2;
let trusting: ChatServer;
let wary: ChatServer;
const opened: Socket[] = [];

beforeAll(async () => {
  trusting = await startChatServer({
    config: { chatMaxPerAddress: CAP, trustProxy: ['loopback'] },
  });
  wary = await startChatServer({ config: { chatMaxPerAddress: CAP } });
});
afterEach(() => {
  for (const socket of opened.splice(0)) socket.disconnect();
});
afterAll(async () => {
  await trusting.close();
  await wary.close();
});

/** Whether a socket saying it comes from `client` (through a proxy on loopback) is let in. */
async function letIn(server: ChatServer, client: string): Promise<boolean> {
  const socket = rawChatSocket(server.url, { headers: { 'x-forwarded-for': client } });
  opened.push(socket);
  return connected(socket).then(
    () => true,
    () => false,
  );
}

describe('the per-address cap behind a proxy', () => {
  it('counts the client a trusted proxy names', async () => {
    expect(await letIn(trusting, '203.0.113.5')).toBe(true);
    expect(await letIn(trusting, '203.0.113.5')).toBe(true);
    expect(await letIn(trusting, '203.0.113.5')).toBe(false);
    // Another fan behind the same balancer has places of their own.
    expect(await letIn(trusting, '203.0.113.6')).toBe(true);
    expect(trusting.app.chat.socketsOf('203.0.113.5')).toBe(CAP);
  });

  it('ignores the header without a trusted proxy: the peer is counted', async () => {
    expect(await letIn(wary, '203.0.113.7')).toBe(true);
    expect(await letIn(wary, '203.0.113.8')).toBe(true);
    expect(await letIn(wary, '203.0.113.9')).toBe(false);
    expect(wary.app.chat.socketsOf('127.0.0.1')).toBe(CAP);
  });
});
