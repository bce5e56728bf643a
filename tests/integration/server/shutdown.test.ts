// Pins `npm run serve` as a process: it prints its address when ready and exits cleanly on SIGTERM.
import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { runWorldEnv, startServerProcess } from '../../kit/serverProcess';

describe('server process', () => {
  it('prints the address, answers /healthz, and stops on SIGTERM with exit code 0', async () => {
    const server = await startServerProcess({ port: 0, env: runWorldEnv() });
    const res = await fetch(`${server.url}/healthz`);
    expect(await res.json()).toEqual({ status: 'ok' });
    expect(server.readyLine).toMatch(/^Matchday is ready at http:\/\/127\.0\.0\.1:\d+$/);
    const code = await server.stop('SIGTERM');
    expect(code).toBe(0);
  });

  it('refuses a bad PORT with a clear message and a failing exit code', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: { ...process.env, PORT: 'eighty' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(code).not.toBe(0);
    expect(stderr).toContain('PORT must be a port number');
  });
});
