import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beijingDate } from '../../domain/time';
import { seededDataDir } from './worldTemplate';

export interface RunningServer {
  url: string;
  readyLine: string;
  /** The data directory of its PGlite database (a fresh one unless the test passed DATA_DIR). */
  dataDir: string;
  /** Everything it printed so far, stdout and stderr. */
  output(): string;
  /** See ServerChild.waitFor: log lines may come after the ready line that console.log printed. */
  waitFor(pattern: RegExp, timeoutMs?: number): Promise<RegExpExecArray>;
  /** Sends the signal and resolves with the exit code. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/** A server process from its spawn on, before it is ready (or when it never will be). */
export interface ServerChild {
  child: ChildProcess;
  dataDir: string;
  output(): string;
  /**
   * The first match of `pattern` in the output, printed already or to come. Rejects when the
   * process exits first or after `timeoutMs`, with the output so far.
   */
  waitFor(pattern: RegExp, timeoutMs?: number): Promise<RegExpExecArray>;
  /** Resolves with the exit code (null when a signal ended it). */
  exited: Promise<number | null>;
}

/**
 * A production start's environment for benchmarks and tests: production demands the guarding
 * secrets (server/platform/secrets.ts), so these are made up here, never published defaults.
 */
export const PRODUCTION_ENV: NodeJS.ProcessEnv = {
  NODE_ENV: 'production',
  PAY_NOTIFY_SECRET: 'process-test-pay-notify-secret',
  PARTNER_SECRET: 'process-test-partner-secret',
};

/** How a test starts the companion server: as `npm run serve` does. */
export const SERVER_ARGS = ['--import', 'tsx', 'server/main.ts'];

/** A test server's environment: a free port on loopback, quiet logs, its own data directory. */
export function testServerEnv(
  dataDir: string,
  opts: { port?: number; env?: NodeJS.ProcessEnv } = {},
): NodeJS.ProcessEnv {
  return {
    ...process.env,
    PORT: String(opts.port ?? 0),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    // The tests' servers open the development doors and check their answers; a test of a
    // plain start sets these to '' (tests/integration/server/plainStart.test.ts).
    MATCHDAY_DEV_API: '1',
    MATCHDAY_CHECK_ANSWERS: '1',
    ...opts.env,
    DATA_DIR: dataDir,
  };
}

/**
 * Spawns the companion server as a real process (`tsx server/main.ts`), as `npm run serve` does.
 * Port 0 picks a free port; the ready line tells which.
 */
export function spawnServerProcess(
  opts: { port?: number; env?: NodeJS.ProcessEnv } = {},
): ServerChild {
  // A fresh data directory per process: tests never touch the developer's .data/.
  const dataDir = opts.env?.DATA_DIR ?? mkdtempSync(join(tmpdir(), 'matchday-data-'));
  const child: ChildProcess = spawn(process.execPath, SERVER_ARGS, {
    env: testServerEnv(dataDir, opts),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const listeners = new Set<() => void>();
  const append = (chunk: Buffer) => {
    output += chunk.toString();
    for (const listener of listeners) listener();
  };
  child.stdout?.on('data', append);
  child.stderr?.on('data', append);
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      resolve(code);
      for (const listener of listeners) listener();
    }),
  );
  return {
    child,
    dataDir,
    output: () => output,
    exited,
    waitFor: (pattern, timeoutMs = 150_000) =>
      new Promise((resolve, reject) => {
        const done = () => {
          listeners.delete(check);
          clearTimeout(timer);
        };
        const check = () => {
          const match = pattern.exec(output);
          if (match) {
            done();
            resolve(match);
          } else if (child.exitCode !== null || child.signalCode !== null) {
            done();
            reject(new Error(`server exited before printing ${pattern}:\n${output}`));
          }
        };
        const timer = setTimeout(() => {
          done();
          reject(new Error(`server did not print ${pattern} in time:\n${output}`));
        }, timeoutMs);
        listeners.add(check);
        check();
      }),
  };
}

/**
 * Starts the companion server as a real process and waits for its ready line (killing it if the
 * line does not come in time). A start that names SIM_START begins from the run's seeded copy of
 * its world, as a restart does, unless `freshWorld` (tests/kit/worldTemplate.ts).
 */
export async function startServerProcess(
  opts: {
    port?: number;
    env?: NodeJS.ProcessEnv;
    timeoutMs?: number;
    /**
     * Seed the world in this start, even where a world of the run would do (worldTemplate.ts):
     * for a test of the first start itself.
     */
    freshWorld?: boolean;
  } = {},
): Promise<RunningServer> {
  // The run's copy of the world this start would seed, when there is one (worldTemplate.ts).
  const seeded = opts.freshWorld ? undefined : await seededDataDir({ ...process.env, ...opts.env });
  const server = spawnServerProcess(
    seeded ? { ...opts, env: { ...opts.env, DATA_DIR: seeded } } : opts,
  );
  const { child } = server;
  let match: RegExpExecArray;
  try {
    match = await server.waitFor(/^Matchday is ready at (http:\/\/\S+)$/m, opts.timeoutMs);
  } catch (err) {
    child.kill('SIGKILL');
    throw err;
  }
  return {
    url: match[1]!,
    readyLine: match[0],
    dataDir: server.dataDir,
    output: () => server.output(),
    waitFor: (pattern, timeoutMs) => server.waitFor(pattern, timeoutMs),
    stop: (signal = 'SIGTERM') => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return server.exited;
    },
  };
}

/** What `work` resolves with, or 'timed out' once `ms` have passed (a test fails, not hangs). */
export async function within<T>(work: Promise<T>, ms: number): Promise<T | 'timed out'> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<'timed out'>(
    (resolve) => (timer = setTimeout(() => resolve('timed out'), ms)),
  );
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** Today's Beijing late afternoon: the whole evening's matches are still ahead. */
export function eveningAhead(): string {
  return `${beijingDate(Date.now())}T17:30:00+08:00`;
}

/**
 * The environment of a process test whose subject is not the seed: naming SIM_START makes the start
 * copy a world the run seeds once (worldTemplate.ts) instead of seeding its own, a core's ten
 * seconds and more each time.
 */
export const runWorldEnv = (): NodeJS.ProcessEnv => ({ SIM_START: busyEvening() });

/**
 * Today's Beijing evening, 20:15, for SIM_START: every day of the seeded calendar has football in
 * play then (2 to 14 matches over the next two weeks), so a test does not depend on the hour CI
 * happens to run at. In the small hours there may be none.
 */
export function busyEvening(): string {
  return `${beijingDate(Date.now())}T20:15:00+08:00`;
}
