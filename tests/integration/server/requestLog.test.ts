// Pins issue 30 §5's request log: Fastify's two info lines per request are gone (under load they
// were most of a plain start's work), while a 5xx is logged at error, a slow request at warn, and
// every request at debug; no line carries the query string, where a partner's ticket may travel.
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SLOW_REQUEST_MS } from '../../../server/platform/requestLog';
import { startTestApp, type TestApp } from '../../kit/testApp';

interface Line {
  level: 'trace' | 'debug' | 'info' | 'warn' | 'error' | 'fatal';
  fields: Record<string, unknown>;
  msg: string;
}

/** A logger that keeps every call, whatever its level: the test reads which level each took. */
function recordingLogger(lines: Line[]): FastifyBaseLogger {
  const at =
    (level: Line['level']) =>
    (fields: unknown, msg = '') =>
      lines.push(
        typeof fields === 'string'
          ? { level, fields: {}, msg: fields }
          : { level, fields: fields as Record<string, unknown>, msg },
      );
  const logger = {
    level: 'trace',
    trace: at('trace'),
    debug: at('debug'),
    info: at('info'),
    warn: at('warn'),
    error: at('error'),
    fatal: at('fatal'),
    silent: () => {},
    child: () => logger,
  };
  return logger;
}

let test: TestApp;
const lines: Line[] = [];
/** How far the slow route has moved performance.now on while the slow test watches it. */
let lateBy = 0;

beforeAll(async () => {
  test = await startTestApp();
  // The test app has no logger (logger: false): each request's loggers are swapped for one that
  // records, before any of the server's hooks or handlers (or Fastify's own request log) write.
  test.app.addHook('onRequest', (request, reply, done) => {
    request.log = reply.log = recordingLogger(lines);
    done();
  });
  test.app.get('/test/fine', (_request, reply) => reply.send({ fine: true }));
  test.app.get('/test/broken', () => {
    throw new Error('the database went away');
  });
  // Slow on the clock reply.elapsedTime reads (performance.now, moved on by its test): no wait.
  test.app.get('/test/slow', (_request, reply) => {
    lateBy += SLOW_REQUEST_MS + 100;
    return reply.send({ slow: true });
  });
});

afterAll(() => test.close());

beforeEach(() => {
  lines.length = 0;
});

const atOrAbove = (level: Line['level']) => {
  const order: Line['level'][] = ['trace', 'debug', 'info', 'warn', 'error', 'fatal'];
  return lines.filter((line) => order.indexOf(line.level) >= order.indexOf(level));
};

describe('the request log', () => {
  it('says nothing at info about a request answered well, and says it at debug', async () => {
    const res = await test.app.inject({ method: 'GET', url: '/test/fine' });
    expect(res.statusCode).toBe(200);
    expect(atOrAbove('info')).toEqual([]);
    const debug = lines.filter((line) => line.level === 'debug');
    expect(debug.map((line) => line.fields)).toContainEqual(
      expect.objectContaining({ method: 'GET', path: '/test/fine', status: 200 }),
    );
  });

  it('keeps a refused request (4xx) at debug', async () => {
    const res = await test.app.inject({ method: 'GET', url: '/api/no-such-call' });
    expect(res.statusCode).toBe(404);
    expect(atOrAbove('info')).toEqual([]);
    expect(lines.map((line) => line.fields.status)).toContain(404);
  });

  it('logs a 500 as an error, with what was asked', async () => {
    const res = await test.app.inject({ method: 'GET', url: '/test/broken' });
    expect(res.statusCode).toBe(500);
    expect(atOrAbove('error').map((line) => line.fields)).toContainEqual(
      expect.objectContaining({ method: 'GET', path: '/test/broken', status: 500 }),
    );
  });

  it(`logs a request slower than ${SLOW_REQUEST_MS} ms at warn`, async () => {
    // Fastify reads the perf_hooks performance object, which is the global one: a spy reaches it.
    const realNow = performance.now.bind(performance);
    const clock = vi.spyOn(performance, 'now').mockImplementation(() => realNow() + lateBy);
    const res = await test.app.inject({ method: 'GET', url: '/test/slow' }).finally(() => {
      clock.mockRestore();
    });
    expect(res.statusCode).toBe(200);
    const warned = lines.filter((line) => line.level === 'warn');
    expect(warned).toHaveLength(1);
    expect(warned[0]!.fields).toMatchObject({ path: '/test/slow', status: 200 });
    expect(warned[0]!.fields.ms).toBeGreaterThanOrEqual(SLOW_REQUEST_MS);
  });

  it('never writes the query string, where a partner ticket may travel', async () => {
    await test.app.inject({ method: 'GET', url: '/test/fine?ticket=secret-ticket&sign=abc123' });
    await test.app.inject({ method: 'GET', url: '/test/broken?ticket=secret-ticket' });
    expect(lines.length).toBeGreaterThan(0);
    expect(JSON.stringify(lines)).not.toMatch(/secret-ticket|abc123/);
  });
});
