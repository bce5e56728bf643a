import { spawn } from 'node:child_process';

export interface BareFastify {
  url: string;
  stop(): Promise<void>;
}

/**
 * The bare Fastify of bench/bareFastifyServer.ts in a process of its own, as the companion server
 * runs: in the bench's process it would share a thread with the load generator.
 */
export async function startBareFastify(distDir: string): Promise<BareFastify> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'bench/bareFastifyServer.ts', distDir],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const url = await new Promise<string>((done, fail) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      fail(new Error('the bare Fastify did not start in 30 s'));
    }, 30_000);
    child.stdout.on('data', (chunk: Buffer) => {
      const match = /bare fastify at (\S+)/.exec(chunk.toString());
      if (!match) return;
      clearTimeout(timer);
      done(match[1]!);
    });
    child.once('exit', () => fail(new Error('the bare Fastify exited')));
  });
  return {
    url,
    stop: () =>
      new Promise((done) => {
        if (child.exitCode !== null) return done();
        child.once('exit', () => done());
        child.kill('SIGTERM');
      }),
  };
}
