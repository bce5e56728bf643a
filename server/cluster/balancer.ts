import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { createProxyServer } from 'http-proxy-3';
import { sessionOwner } from '../platform/engineId';
import { Ticker } from '../ticker';

/** One instance behind the balancer: its INSTANCE_ID and where it listens. */
export interface Upstream {
  name: string;
  url: string;
}

/** How often each instance's /healthz is asked, and how long an answer may take. */
export const HEALTH_CHECK_MS = 1_000;
const HEALTH_TIMEOUT_MS = 800;

/** What a client gets while no instance can take its request. */
const UNAVAILABLE = JSON.stringify({
  code: 'service_unavailable',
  msg: '服务暂时不可用，请稍后重试',
});

/**
 * The small balancer of `npm run start:cluster` (issue 20 §4): one address in front of several
 * instances. Requests go round the instances that answer their health check; a socket.io
 * session's later requests go back to the instance that made it, named at the head of its engine
 * id (ChatHubDeps.instanceId), which long polling needs. A request refused by a dead instance
 * before it got there (nothing sent yet) tries the next one; a session whose instance died is
 * answered by another, which does not know it, so the client opens a new one there.
 */
export class Balancer {
  private readonly proxy = createProxyServer({ xfwd: true });
  private readonly server: Server;
  private readonly upstreams: readonly Upstream[];
  private readonly healthy = new Set<string>();
  private readonly health: Ticker;
  private readonly sockets = new Set<Socket>();
  private next = 0;
  private readonly onChange: (name: string, up: boolean) => void;

  constructor(
    upstreams: readonly Upstream[],
    opts: { onChange?: (name: string, up: boolean) => void } = {},
  ) {
    this.upstreams = upstreams;
    this.onChange = opts.onChange ?? (() => undefined);
    this.health = new Ticker(() => this.checkHealth(), {
      intervalMs: HEALTH_CHECK_MS,
      name: 'balancer health check',
    });
    this.server = createServer((req, res) => this.web(req, res));
    this.server.on('upgrade', (req: IncomingMessage, socket: Socket, head: Buffer) =>
      this.upgrade(req, socket, head),
    );
    this.server.on('connection', (socket: Socket) => {
      this.sockets.add(socket);
      socket.once('close', () => this.sockets.delete(socket));
    });
    // A failure on one connection (a client gone, an instance killed) ends that connection only.
    this.proxy.on('error', () => undefined);
  }

  /** Checks every instance once, then listens; resolves with the balancer's address. */
  async listen(port: number, host: string): Promise<string> {
    await this.health.tick();
    this.health.start();
    await new Promise<void>((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(port, host, () => {
        this.server.off('error', reject);
        resolve();
      });
    });
    const address = this.server.address();
    const bound = typeof address === 'object' && address ? address.port : port;
    return `http://${host}:${bound}`;
  }

  /** Instances answering their health check now. */
  get up(): string[] {
    return this.upstreams.filter((u) => this.healthy.has(u.name)).map((u) => u.name);
  }

  async close(): Promise<void> {
    await this.health.stop();
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
    this.proxy.close();
  }

  private web(req: IncomingMessage, res: ServerResponse, tried: ReadonlySet<string> = new Set()) {
    const target = this.pick(req, tried);
    if (!target) return unavailable(res);
    this.proxy.web(req, res, { target: target.url }, (err) => {
      const refused = (err as NodeJS.ErrnoException).code === 'ECONNREFUSED';
      if (refused) this.markDown(target.name);
      // Nothing reached the instance: a request without a body can go to the next one as it is.
      const bodiless = req.method === 'GET' || req.method === 'HEAD';
      if (refused && bodiless && !res.headersSent)
        return this.web(req, res, new Set([...tried, target.name]));
      unavailable(res);
    });
  }

  private upgrade(req: IncomingMessage, socket: Socket, head: Buffer): void {
    const target = this.pick(req, new Set());
    if (!target) return void socket.destroy();
    this.proxy.ws(req, socket, head, { target: target.url }, (err) => {
      if ((err as NodeJS.ErrnoException).code === 'ECONNREFUSED') this.markDown(target.name);
      socket.destroy();
    });
  }

  /** The session's own instance, else the next healthy one round the ring. */
  private pick(req: IncomingMessage, tried: ReadonlySet<string>): Upstream | null {
    const owner = sessionOwner(req.url ?? '/');
    const pinned = owner ? this.upstreams.find((u) => u.name === owner) : undefined;
    if (pinned && this.healthy.has(pinned.name) && !tried.has(pinned.name)) return pinned;
    const candidates = this.upstreams.filter((u) => this.healthy.has(u.name) && !tried.has(u.name));
    if (candidates.length === 0) return null;
    this.next = (this.next + 1) % candidates.length;
    return candidates[this.next] ?? null;
  }

  private markDown(name: string): void {
    if (this.healthy.delete(name)) this.onChange(name, false);
  }

  private async checkHealth(): Promise<void> {
    await Promise.all(
      this.upstreams.map(async (u) => {
        const ok = await fetch(`${u.url}/healthz`, {
          signal: AbortSignal.timeout(HEALTH_TIMEOUT_MS),
        }).then(
          (res) => res.ok,
          () => false,
        );
        if (ok && !this.healthy.has(u.name)) {
          this.healthy.add(u.name);
          this.onChange(u.name, true);
        } else if (!ok) this.markDown(u.name);
      }),
    );
  }
}

function unavailable(res: ServerResponse): void {
  if (res.headersSent) return void res.destroy();
  res.writeHead(503, { 'content-type': 'application/json; charset=utf-8', 'retry-after': '1' });
  res.end(UNAVAILABLE);
}
