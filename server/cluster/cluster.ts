import { spawn, type ChildProcess } from 'node:child_process';
import { setTimeout as delay } from 'node:timers/promises';
import { Balancer, type Upstream } from './balancer';

/** How long a dead instance stays down before the cluster starts it again. */
const RESTART_DELAY_MS = 1_000;
/** How long a starting instance may take to say it is ready (a first start seeds the world). */
const READY_TIMEOUT_MS = 180_000;
const READY_LINE = /^Matchday is ready at (http:\/\/\S+)$/m;

export interface ClusterOptions {
  /** Instances' names (INSTANCE_ID), in start order: the first migrates and seeds alone. */
  names: readonly string[];
  host: string;
  /** The balancer's port (0: any free one). */
  port: number;
  /** Each instance's port, in the order of `names`; 0 or missing: any free one. */
  instancePorts?: readonly number[];
  /** Environment of every instance: DATABASE_URL and REDIS_URL at least. */
  env: NodeJS.ProcessEnv;
  /** Start an instance again when it dies (the CLI does; a failover test watches the survivor). */
  restart: boolean;
  /** Where the cluster's own lines and the instances' output go. */
  print?: (line: string) => void;
}

export interface ClusterInstance {
  readonly name: string;
  /** Its own address (its port, not the balancer's). */
  readonly url: string;
  readonly pid: number | undefined;
  /** Everything it printed since it last started. */
  output(): string;
  /** Sends a signal to the running process; resolves when it has exited. */
  kill(signal: NodeJS.Signals): Promise<void>;
  /** Starts it again after it stopped or died; resolves once it is ready. */
  start(): Promise<void>;
}

export interface Cluster {
  /** The balancer's address: the one fans use. */
  url: string;
  balancer: Balancer;
  instances: readonly ClusterInstance[];
  /** Stops the balancer, then every instance cleanly (SIGTERM). */
  stop(): Promise<void>;
}

/**
 * `npm run start:cluster` (issue 20 §4): several companion servers on one PostgreSQL and one Redis,
 * behind the small balancer, sharing one simulated clock. The first instance starts alone (it
 * migrates and seeds), the others after it is ready.
 */
export async function startCluster(opts: ClusterOptions): Promise<Cluster> {
  const print = opts.print ?? (() => undefined);
  const anchor = new Date().toISOString();
  // One simulated clock for all: the same start, anchored at the same real moment.
  const env: NodeJS.ProcessEnv = {
    SIM_START: anchor,
    ...opts.env,
    SIM_CLOCK_ANCHOR: opts.env.SIM_CLOCK_ANCHOR ?? anchor,
    // The balancer is on loopback: its X-Forwarded-For names the fan.
    TRUST_PROXY: opts.env.TRUST_PROXY ?? 'loopback',
    HOST: opts.host,
  };
  let stopping = false;
  const upstreams: Upstream[] = [];
  const instances = opts.names.map((name, i) => {
    const upstream: Upstream = { name, url: '' };
    upstreams.push(upstream);
    return new Instance(name, opts.instancePorts?.[i] ?? 0, env, upstream, print, () => {
      if (stopping || !opts.restart) return;
      print(`[cluster] ${name} died; starting it again in ${RESTART_DELAY_MS / 1000} s`);
      void delay(RESTART_DELAY_MS)
        .then(() => (stopping ? undefined : instances[i]!.start()))
        .catch((err: unknown) => print(`[cluster] ${name} did not start again: ${String(err)}`));
    });
  });
  const balancer = new Balancer(upstreams, {
    onChange: (name, up) => print(`[cluster] ${name} is ${up ? 'up' : 'down'}`),
  });
  const stopAll = async () => {
    stopping = true;
    await balancer.close().catch(() => undefined);
    await Promise.all(instances.map((i) => i.kill('SIGTERM')));
  };
  try {
    const [first, ...rest] = instances;
    if (first) await first.start();
    await Promise.all(rest.map((i) => i.start()));
    const url = await balancer.listen(opts.port, opts.host);
    return { url, balancer, instances, stop: stopAll };
  } catch (err) {
    await stopAll();
    throw err;
  }
}

/** One companion server process (`node --import tsx server/main.ts`, as `npm run serve`). */
class Instance implements ClusterInstance {
  private child: ChildProcess | null = null;
  private exited: Promise<void> = Promise.resolve();
  private printed = '';

  readonly name: string;
  private readonly port: number;
  private readonly env: NodeJS.ProcessEnv;
  private readonly upstream: Upstream;
  private readonly print: (line: string) => void;
  private readonly onDeath: () => void;

  constructor(
    name: string,
    port: number,
    env: NodeJS.ProcessEnv,
    upstream: Upstream,
    print: (line: string) => void,
    onDeath: () => void,
  ) {
    this.name = name;
    this.port = port;
    this.env = env;
    this.upstream = upstream;
    this.print = print;
    this.onDeath = onDeath;
  }

  get url(): string {
    return this.upstream.url;
  }

  get pid(): number | undefined {
    return this.child?.pid;
  }

  output(): string {
    return this.printed;
  }

  /** Spawns the process and resolves once it is ready (rejects if it dies or takes too long). */
  async start(): Promise<void> {
    this.printed = '';
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: {
        ...process.env,
        ...this.env,
        INSTANCE_ID: this.name,
        PORT: String(this.port),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
      // A group of its own: a terminal's Ctrl-C reaches the cluster alone, which stops each instance
      // once (a second signal would make an instance give up its clean stop).
      detached: true,
    });
    this.child = child;
    // Should the cluster itself exit without stopping it (a crash), the instance goes with it.
    const orphaned = () => child.kill('SIGKILL');
    process.once('exit', orphaned);
    child.once('exit', () => process.off('exit', orphaned));
    const ready = new Promise<string>((resolve, reject) => {
      const onOutput = (chunk: Buffer) => {
        const text = chunk.toString();
        this.printed += text;
        for (const line of text.split('\n')) if (line.trim()) this.print(`[${this.name}] ${line}`);
        const match = READY_LINE.exec(this.printed);
        if (match) resolve(match[1]!);
      };
      child.stdout?.on('data', onOutput);
      child.stderr?.on('data', onOutput);
      child.once('exit', () => reject(new Error(`${this.name} exited before it was ready`)));
    });
    this.exited = new Promise((resolve) =>
      child.once('exit', (code, signal) => {
        if (this.child === child) this.child = null;
        this.print(`[cluster] ${this.name} exited (${signal ?? `code ${code}`})`);
        resolve();
        this.onDeath();
      }),
    );
    const waiting = new AbortController();
    const timeout = delay(READY_TIMEOUT_MS, undefined, { signal: waiting.signal }).then(() => {
      throw new Error(`${this.name} was not ready within ${READY_TIMEOUT_MS / 1000} s`);
    });
    // Whichever loses the race settles later with no one listening.
    timeout.catch(() => undefined);
    ready.catch(() => undefined);
    try {
      this.upstream.url = await Promise.race([ready, timeout]);
      this.print(`[cluster] ${this.name} is ready at ${this.upstream.url} (pid ${child.pid})`);
    } catch (err) {
      child.kill('SIGKILL');
      throw err;
    } finally {
      waiting.abort();
    }
  }

  async kill(signal: NodeJS.Signals): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    child.kill(signal);
    await this.exited;
  }
}
