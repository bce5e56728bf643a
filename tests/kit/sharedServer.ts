/**
 * The browser tests' one shared server of a run (docs/decisions/test-speed.md): files that only read
 * the world — and log demo accounts in — open it instead of starting their own, which costs a
 * server start each. The first file to ask starts it, detached from its worker (a file's worker
 * ends with the file) and writing to a log in the run's directory; the next files find it there;
 * the run's global setup stops it at the end (runTemplates.globalSetup.ts). A file that changes the
 * world (buys, plays goals, moves the clock) starts its own server, as before.
 *
 * Outside a vitest run there is no run directory: the file gets a server of its own.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, openSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runDir } from './runTemplates';
import {
  busyEvening,
  SERVER_ARGS,
  startServerProcess,
  testServerEnv,
  type RunningServer,
} from './serverProcess';
import { seededDataDir } from './worldTemplate';

/** What a file needs of a server it does not own. */
export interface SharedServer {
  url: string;
  /** Stops it when the file owns it (outside a run); the run's server is left for the next file. */
  release(): Promise<void>;
}

const STATE = 'shared-server.json';
const LOG = 'shared-server.log';
const READY = /^Matchday is ready at (http:\/\/\S+)$/m;
/** The world the shared server plays: this evening's busiest hour, at real speed. */
const ENV = { SIM_START: busyEvening() };

/** The pid of the run's shared server, if one was started (for the run's teardown). */
export function sharedServerPid(dir: string): number | undefined {
  const file = join(dir, STATE);
  if (!existsSync(file)) return undefined;
  return (JSON.parse(readFileSync(file, 'utf8')) as { pid: number }).pid;
}

export async function sharedServer(): Promise<SharedServer> {
  const dir = runDir();
  if (!dir) {
    const own: RunningServer = await startServerProcess({ env: ENV });
    return { url: own.url, release: async () => void (await own.stop()) };
  }
  const state = join(dir, STATE);
  // Two files of two workers may ask at once: the one that makes the lock directory (mkdir is
  // atomic) starts the server, the other waits for its state file.
  if (!existsSync(state) && claimStart(dir)) {
    const url = await startDetached(dir);
    return { url, release: () => Promise.resolve() };
  }
  return { url: await startedUrl(state), release: () => Promise.resolve() };
}

function claimStart(dir: string): boolean {
  try {
    mkdirSync(join(dir, 'shared-server.starting'));
    return true;
  } catch {
    return false;
  }
}

/** The URL of the server another file started, once its state file is written. */
async function startedUrl(state: string): Promise<string> {
  const { setTimeout: pause } = await import('node:timers/promises');
  for (let waited = 0; waited < 180_000; waited += 100) {
    if (existsSync(state)) return (JSON.parse(readFileSync(state, 'utf8')) as { url: string }).url;
    await pause(100);
  }
  throw new Error('the shared server another file started was not ready in time');
}

async function startDetached(dir: string): Promise<string> {
  const dataDir = await seededDataDir({ ...process.env, ...ENV });
  const log = join(dir, LOG);
  const out = openSync(log, 'a');
  const child = spawn(process.execPath, SERVER_ARGS, {
    env: testServerEnv(dataDir ?? join(dir, 'shared-server-data'), { env: ENV }),
    stdio: ['ignore', out, out],
    detached: true,
  });
  child.unref();
  const url = await readyUrl(log, child.pid);
  // Written aside and renamed: a file waiting for it never reads half of it.
  writeFileSync(join(dir, `${STATE}.part`), JSON.stringify({ url, pid: child.pid }));
  renameSync(join(dir, `${STATE}.part`), join(dir, STATE));
  return url;
}

/** The URL of the ready line once the log has it; the log's text when the server dies first. */
async function readyUrl(log: string, pid: number | undefined): Promise<string> {
  const { setTimeout: pause } = await import('node:timers/promises');
  for (let waited = 0; waited < 150_000; waited += 100) {
    const text = readFileSync(log, 'utf8');
    const ready = READY.exec(text);
    if (ready) return ready[1]!;
    if (pid === undefined || !alive(pid))
      throw new Error(`the shared server ended before it was ready:\n${text}`);
    await pause(100);
  }
  throw new Error(`the shared server was not ready in time:\n${readFileSync(log, 'utf8')}`);
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
