// Pins the cluster's balancer (server/cluster/balancer.ts) against two plain HTTP servers: requests
// go round the instances that answer /healthz; a socket.io session's requests go back to the
// instance its engine id names; a GET refused by a dead instance goes to the live one; with none
// alive the client hears 503 with a message, not a hang; websocket upgrades pass through.
import { createServer, type Server } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket, WebSocketServer } from 'ws';
import { Balancer } from '../../../server/cluster/balancer';
import { sessionOwner } from '../../../server/platform/engineId';

const servers: Server[] = [];
const balancers: Balancer[] = [];
afterEach(async () => {
  for (const b of balancers.splice(0)) await b.close();
  for (const s of servers.splice(0)) await new Promise((r) => s.close(r));
});

/** An instance that answers every request with its own name (and 200 to /healthz). */
async function upstream(name: string): Promise<{ name: string; url: string; server: Server }> {
  const server = createServer((req, res) => {
    res.setHeader('x-forwarded-for-seen', String(req.headers['x-forwarded-for'] ?? ''));
    res.end(name);
  });
  const wss = new WebSocketServer({ server });
  wss.on('connection', (ws) => ws.send(`ws:${name}`));
  servers.push(server);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const address = server.address();
  if (typeof address !== 'object' || !address) throw new Error('not listening');
  return { name, url: `http://127.0.0.1:${address.port}`, server };
}

async function balance(ups: Array<{ name: string; url: string }>) {
  const balancer = new Balancer(ups.map(({ name, url }) => ({ name, url })));
  balancers.push(balancer);
  return { balancer, url: await balancer.listen(0, '127.0.0.1') };
}

const text = async (url: string) => (await fetch(url)).text();

describe('the balancer', () => {
  it('goes round the instances, and sends a session back to the instance its id names', async () => {
    const { url } = await balance([await upstream('a'), await upstream('b')]);
    const answers = [await text(`${url}/x`), await text(`${url}/x`), await text(`${url}/x`)];
    expect(new Set(answers)).toEqual(new Set(['a', 'b']));
    for (let i = 0; i < 4; i += 1)
      expect(await text(`${url}/socket.io/?EIO=4&transport=polling&sid=b.abc-_123`)).toBe('b');
  });

  it('tells the instance who the client is', async () => {
    const { url } = await balance([await upstream('a')]);
    const res = await fetch(`${url}/x`);
    expect(res.headers.get('x-forwarded-for-seen')).toMatch(/127\.0\.0\.1/);
  });

  it('sends a GET refused by a dead instance to a live one, and answers 503 when none lives', async () => {
    const a = await upstream('a');
    const b = await upstream('b');
    const { url, balancer } = await balance([a, b]);
    await new Promise((r) => a.server.close(r));
    a.server.closeAllConnections();
    for (let i = 0; i < 4; i += 1) expect(await text(`${url}/x`)).toBe('b');
    expect(balancer.up).toEqual(['b']);
    await new Promise((r) => b.server.close(r));
    b.server.closeAllConnections();
    await text(`${url}/x`).catch(() => '');
    const res = await fetch(`${url}/x`);
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({
      code: 'service_unavailable',
      msg: '服务暂时不可用，请稍后重试',
    });
  });

  it('passes websocket upgrades through, to the session’s instance', async () => {
    const { url } = await balance([await upstream('a'), await upstream('b')]);
    const ws = new WebSocket(`${url.replace('http', 'ws')}/socket.io/?EIO=4&sid=a.xyz`);
    const first = await new Promise<string>((resolve, reject) => {
      ws.once('message', (data: Buffer) => resolve(data.toString()));
      ws.once('error', reject);
    });
    ws.close();
    expect(first).toBe('ws:a');
  });
});

describe('sessionOwner', () => {
  it('reads the instance off a socket.io request’s engine id, and nothing else', () => {
    expect(sessionOwner('/socket.io/?EIO=4&transport=polling&sid=a.p5Em_8Ug')).toBe('a');
    expect(sessionOwner('/socket.io/?EIO=4&transport=polling')).toBeNull();
    expect(sessionOwner('/socket.io/?sid=nodot')).toBeNull();
    expect(sessionOwner('/socket.io/?sid=.x')).toBeNull();
    expect(sessionOwner('/api/x?sid=a.b')).toBeNull();
  });
});
