// Pins the image proxy's road to outside hosts (docs/decisions/sharing.md "The image proxy"): only
// hosts of SHARE_IMAGE_HOSTS, at their scheme's own port; every address the name resolves to must be
// public (loopback, private, link-local and the metadata service, carrier-grade NAT, IPv6 unique and
// link-local, IPv4 mapped into IPv6 are refused, one bad address among good ones too); the request goes
// to exactly the address checked; pictures are proved by their bytes, at most 2 MB; the deadline stops
// a slow host; whatever fails over there is a 422 for the fan, never a 5xx. The router and the share
// routes are the server's own, on a real database; the name lookup, the transport and the deadline
// are the test's, so no request leaves this machine. The transport itself is then run against a
// server on loopback: no redirect followed, the byte cap counted, not trusted, the address pinned.
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SHARE_IMAGE_MAX_BYTES,
  SHARE_REFUSAL_CODES as S,
  transformedImageSchema,
} from '../../../contracts/share';
import { manualClock } from '../../../server/clock';
import type { OpenedDatabase } from '../../../server/db/database';
import { insertUser } from '../../../server/features/account/session/users';
import { shareRoutes } from '../../../server/features/share';
import type { Lookup } from '../../../server/features/share/outsideImages';
import { readShareSettings } from '../../../server/features/share/settings';
import {
  httpTransport,
  type Fetched,
  type ImageTransport,
  type ResolvedAddress,
} from '../../../server/features/share/transport';
import { openSession } from '../../../server/platform/auth/sessions';
import { installErrorHandling } from '../../../server/platform/errorHandler';
import { createRouter } from '../../../server/platform/route';
import { SettingError } from '../../../server/platform/secrets';
import { expectRefusal } from '../../kit/refusal';
import { testDatabase } from '../../kit/testDatabase';
import { expectOk, newImage } from '../../kit/uploadFixtures';

const TRANSFORM = '/api/proxy/transform/url';

/** What the fake name service answers, by host name. */
const names: Record<string, ResolvedAddress[]> = {
  'img.example.com': [{ address: '93.184.216.34', family: 4 }],
  'cdn.pics.example.net': [{ address: '2606:2800:220:1::248', family: 6 }],
  'loop.example.com': [{ address: '127.0.0.1', family: 4 }],
  'lan.example.com': [{ address: '192.168.1.20', family: 4 }],
  'ten.example.com': [{ address: '10.1.2.3', family: 4 }],
  'meta.example.com': [{ address: '169.254.169.254', family: 4 }],
  'cgnat.example.com': [{ address: '100.64.0.1', family: 4 }],
  'v6loop.example.com': [{ address: '::1', family: 6 }],
  'v6lan.example.com': [{ address: 'fd00::1', family: 6 }],
  'v6link.example.com': [{ address: 'fe80::1', family: 6 }],
  'mapped.example.com': [{ address: '::ffff:127.0.0.1', family: 6 }],
  'split.example.com': [
    { address: '93.184.216.34', family: 4 },
    { address: '10.0.0.1', family: 4 },
  ],
  'none.example.com': [],
};
const lookups: string[] = [];
const lookup: Lookup = (hostname) => {
  lookups.push(hostname);
  const answer = names[hostname];
  return answer ? Promise.resolve(answer) : Promise.reject(new Error('ENOTFOUND'));
};

/** What the fake transport answers next, and what it was asked. */
let answer: (request: Parameters<ImageTransport>[0]) => Promise<Fetched>;
const asked: { url: string; address: ResolvedAddress; maxBytes: number; signal: AbortSignal }[] =
  [];
const transport: ImageTransport = (request) => {
  asked.push({ ...request, url: request.url.href });
  return answer(request);
};
const bytes =
  (b: Buffer): (() => Promise<Fetched>) =>
  () =>
    Promise.resolve({ ok: true, bytes: b });

/** The deadline: settled by the test, so a slow host is a test event, not a wait. */
let expire: () => void = () => {};
const deadline = () => new Promise<void>((resolve) => (expire = resolve));

let database: OpenedDatabase;
let app: FastifyInstance;
let token: string;

beforeAll(async () => {
  database = await testDatabase();
  app = Fastify({ logger: false });
  installErrorHandling(app);
  const route = createRouter(app, {
    db: database.db,
    clock: manualClock(Date.now()),
    checkOutput: true,
  });
  shareRoutes(route, {
    db: database.db,
    distDir: null,
    appOrigins: [],
    settings: readShareSettings({
      SHARE_IMAGE_HOSTS:
        'img.example.com, *.pics.example.net, loop.example.com, lan.example.com, ten.example.com, ' +
        'meta.example.com, cgnat.example.com, v6loop.example.com, v6lan.example.com, ' +
        'v6link.example.com, mapped.example.com, split.example.com, none.example.com, ' +
        'gone.example.com, 127.0.0.1, 169.254.169.254',
    }),
    outside: { lookup, transport, deadline },
  });
  await app.ready();
  const userId = await insertUser(database.db, { account: 'proxy_fan' });
  token = await openSession(database.db, userId!);
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const transform = (url: string) =>
  app.inject({
    method: 'POST',
    url: TRANSFORM,
    payload: { url },
    headers: { authorization: `Bearer ${token}` },
  });

describe('outside hosts of SHARE_IMAGE_HOSTS', () => {
  it('reads a listed host at the address it resolved to, as a data URL', async () => {
    const png = newImage('png');
    answer = bytes(png);
    asked.length = 0;
    const image = transformedImageSchema.parse(
      expectOk(await transform('https://img.example.com/team/logo.png?v=2')),
    );
    expect(image).toEqual({
      image: `data:image/png;base64,${png.toString('base64')}`,
      mime: 'image/png',
      size: png.length,
    });
    expect(asked.map(({ signal: _signal, ...rest }) => rest)).toEqual([
      {
        url: 'https://img.example.com/team/logo.png?v=2',
        address: { address: '93.184.216.34', family: 4 },
        maxBytes: SHARE_IMAGE_MAX_BYTES,
      },
    ]);
    expect(asked[0]?.signal).toBeInstanceOf(AbortSignal);
    // `*.pics.example.net`: any name under it, over IPv6 too; not the name itself.
    answer = bytes(newImage('webp'));
    expect(
      transformedImageSchema.parse(expectOk(await transform('http://cdn.pics.example.net/a.webp')))
        .mime,
    ).toBe('image/webp');
    expectRefusal(await transform('http://pics.example.net/a.webp'), 400, S.hostNotAllowed);
  });

  it('refuses a listed host whose name resolves to any address inside, without a request', async () => {
    asked.length = 0;
    for (const host of [
      'loop',
      'lan',
      'ten',
      'meta',
      'cgnat',
      'v6loop',
      'v6lan',
      'v6link',
      'mapped',
      'split',
    ])
      expectRefusal(
        await transform(`http://${host}.example.com/x.png`),
        400,
        S.hostPrivate,
        '不支持转换内网地址的图片',
      );
    // Listed as addresses, they are still what they are.
    expectRefusal(await transform('http://127.0.0.1/x.png'), 400, S.hostPrivate);
    expectRefusal(await transform('http://169.254.169.254/latest/meta-data/'), 400, S.hostPrivate);
    expect(asked).toEqual([]);
  });

  it('refuses a listed host at another port, and an unlisted one, before any lookup', async () => {
    lookups.length = 0;
    expectRefusal(await transform('http://img.example.com:8080/x.png'), 400, S.hostNotAllowed);
    expectRefusal(await transform('https://img.example.com.evil.io/x.png'), 400, S.hostNotAllowed);
    expectRefusal(await transform('https://evilimg.example.com/x.png'), 400, S.hostNotAllowed);
    expect(lookups).toEqual([]);
  });

  it('answers 422 for what comes back unusable: not a picture, too big, nothing, a failed name', async () => {
    answer = bytes(Buffer.from('<!doctype html><script>steal()</script>'));
    expectRefusal(await transform('https://img.example.com/a.png'), 422, S.notImage);
    answer = bytes(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="x()"/>'));
    expectRefusal(await transform('https://img.example.com/a.svg'), 422, S.notImage);
    answer = bytes(Buffer.alloc(0));
    expectRefusal(await transform('https://img.example.com/a.png'), 422, S.notImage);
    answer = () => Promise.resolve({ ok: false, reason: 'too_large' });
    expectRefusal(await transform('https://img.example.com/a.png'), 422, S.tooLarge);
    answer = () => Promise.resolve({ ok: false, reason: 'unavailable' });
    expectRefusal(await transform('https://img.example.com/a.png'), 422, S.unavailable);
    expectRefusal(await transform('https://gone.example.com/a.png'), 422, S.unavailable);
    expectRefusal(await transform('https://none.example.com/a.png'), 422, S.unavailable);
  });

  it('gives up on a slow host when the deadline passes, and stops its request', async () => {
    asked.length = 0;
    answer = (request) =>
      new Promise((settle) =>
        request.signal.addEventListener('abort', () =>
          settle({ ok: false, reason: 'unavailable' }),
        ),
      );
    const pending = transform('https://img.example.com/slow.png');
    await expect.poll(() => asked.length).toBe(1);
    expire();
    expectRefusal(await pending, 422, S.unavailable, '图片获取失败，请稍后重试');
    expect(asked[0]?.signal.aborted).toBe(true);
  });
});

describe('SHARE_IMAGE_HOSTS', () => {
  it('allows nothing outside by default, and stops the start on a value that is not a host name', () => {
    expect(readShareSettings({}).imageHosts).toEqual([]);
    expect(readShareSettings({ SHARE_IMAGE_HOSTS: ' Img.Example.com ,, ' }).imageHosts).toEqual([
      'img.example.com',
    ]);
    for (const bad of ['https://img.example.com', 'img.example.com/a', 'img.example.com:80', '*'])
      expect(() => readShareSettings({ SHARE_IMAGE_HOSTS: bad })).toThrow(SettingError);
  });
});

describe('httpTransport (against a server on loopback)', () => {
  let server: Server;
  let port: number;
  const hosts: (string | undefined)[] = [];
  const png = newImage('png');
  beforeAll(async () => {
    server = createServer((req, res) => {
      hosts.push(req.headers.host);
      if (req.url === '/pic.png') return res.writeHead(200).end(png);
      if (req.url === '/moved') return res.writeHead(302, { location: '/pic.png' }).end();
      if (req.url === '/big')
        return res.writeHead(200).end(Buffer.alloc(SHARE_IMAGE_MAX_BYTES + 1, 1));
      if (req.url === '/lying') {
        // Says 10 bytes, sends more: the bytes are counted, not the promise.
        res.writeHead(200, { 'content-length': '10' });
        return res.end(Buffer.alloc(100, 1));
      }
      if (req.url === '/zipped')
        return res.writeHead(200, { 'content-encoding': 'gzip' }).end(Buffer.from([0x1f, 0x8b]));
      if (req.url === '/hang') return; // never answers
      return res.writeHead(404).end();
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    server.closeAllConnections();
    server.close();
    await once(server, 'close');
  });

  const loopback: ResolvedAddress = { address: '127.0.0.1', family: 4 };
  const fetch = (
    path: string,
    maxBytes = SHARE_IMAGE_MAX_BYTES,
    signal = new AbortController().signal,
  ) =>
    // The name is one nobody resolves: the connection goes to the pinned address all the same.
    httpTransport({
      url: new URL(`http://pinned.example.invalid:${port}${path}`),
      address: loopback,
      maxBytes,
      signal,
    });

  it('connects to the pinned address, with the host name in its Host header', async () => {
    hosts.length = 0;
    expect(await fetch('/pic.png')).toEqual({ ok: true, bytes: png });
    expect(hosts).toEqual([`pinned.example.invalid:${port}`]);
  });

  it('follows no redirect and takes only a 200', async () => {
    expect(await fetch('/moved')).toEqual({ ok: false, reason: 'unavailable' });
    expect(await fetch('/missing')).toEqual({ ok: false, reason: 'unavailable' });
  });

  it('stops at the byte cap, whatever the length the host declared', async () => {
    expect(await fetch('/big')).toEqual({ ok: false, reason: 'too_large' });
    expect(await fetch('/lying', 50)).toMatchObject({ ok: false });
    expect(await fetch('/pic.png', 10)).toEqual({ ok: false, reason: 'too_large' });
  });

  it('takes no compressed body', async () => {
    expect(await fetch('/zipped')).toEqual({ ok: false, reason: 'unavailable' });
  });

  it('ends a request when its signal aborts', async () => {
    hosts.length = 0;
    const stop = new AbortController();
    const pending = fetch('/hang', SHARE_IMAGE_MAX_BYTES, stop.signal);
    await expect.poll(() => hosts.length).toBeGreaterThan(0);
    stop.abort();
    expect(await pending).toEqual({ ok: false, reason: 'unavailable' });
  });

  it('answers unavailable when nothing listens there', async () => {
    const closed = createServer();
    closed.listen(0, '127.0.0.1');
    await once(closed, 'listening');
    const deadPort = (closed.address() as AddressInfo).port;
    closed.close();
    await once(closed, 'close');
    expect(
      await httpTransport({
        url: new URL(`http://pinned.example.invalid:${deadPort}/pic.png`),
        address: loopback,
        maxBytes: SHARE_IMAGE_MAX_BYTES,
        signal: new AbortController().signal,
      }),
    ).toEqual({ ok: false, reason: 'unavailable' });
  });
});
