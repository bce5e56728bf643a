import type { FastifyBaseLogger } from 'fastify';

/**
 * Work the server does on its own every few seconds (the simulator, the chat's crowd): ticks that
 * never overlap (a slow one makes the next wait), a failure logged rather than thrown, and a stop
 * that waits for the tick under way so no write is cut in half.
 */
export class Ticker {
  private timer: ReturnType<typeof setInterval> | null = null;
  private running: Promise<void> | null = null;
  private readonly step: () => Promise<void>;
  private readonly opts: { intervalMs: number; name: string; log?: FastifyBaseLogger };

  constructor(
    step: () => Promise<void>,
    opts: { intervalMs: number; name: string; log?: FastifyBaseLogger },
  ) {
    this.step = step;
    this.opts = opts;
  }

  /** Runs a tick every intervalMs until stop(); the first one is the caller's to await. */
  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.tick(), this.opts.intervalMs);
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }

  tick(): Promise<void> {
    if (this.running) return this.running;
    this.running = this.step()
      .catch((err: unknown) => this.opts.log?.error({ err }, `${this.opts.name} tick failed`))
      .finally(() => (this.running = null));
    return this.running;
  }
}
