import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface RunningServer {
  url: string;
  readyLine: string;
  /** Sends the signal and resolves with the exit code. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/**
 * Starts the companion server as a real process (`tsx server/main.ts`), as `npm run serve` does, and
 * waits for its ready line. Port 0 picks a free port; the ready line tells which.
 */
export function startServerProcess(
  opts: { port?: number; env?: NodeJS.ProcessEnv; timeoutMs?: number } = {},
): Promise<RunningServer> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(opts.port ?? 0),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      // A fresh data directory per process: tests never touch the developer's .data/.
      DATA_DIR: mkdtempSync(join(tmpdir(), 'matchday-data-')),
      ...opts.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`server did not start in time:\n${output}`));
    }, opts.timeoutMs ?? 150_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /^Matchday is ready at (http:\/\/\S+)$/m.exec(output);
      if (!match?.[1]) return;
      clearTimeout(timer);
      child.stdout?.off('data', onData);
      resolve({
        url: match[1],
        readyLine: match[0],
        stop: (signal = 'SIGTERM') =>
          new Promise((done) => {
            if (child.exitCode !== null) return done(child.exitCode);
            child.once('exit', (code) => done(code));
            child.kill(signal);
          }),
      });
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code} before it was ready:\n${output}`));
    });
  });
}

/**
 * Today's Beijing evening, 20:15, for SIM_START: every day of the seeded calendar has football in
 * play then (2 to 14 matches over the next two weeks), so a test does not depend on the hour CI
 * happens to run at. In the small hours there may be none.
 */
export function busyEvening(): string {
  const beijingDate = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
  return `${beijingDate}T20:15:00+08:00`;
}
