// Pins the connection's policy on mock-socket with fake timers (issue 8 items 3 and 5): the states
// the chat shows, the reconnect schedule (doubling, jittered, still jittered at the cap), a network
// that goes away, a page hidden long enough to close the socket, the server closing it on purpose
// (token refreshed first), a token the server refuses (a visitor from then on), the idle close, and
// nothing left running after dispose.
import { afterEach, describe, expect, it } from 'vitest';
import { realtimeHarness, type Harness } from './harness';
import {
  RECONNECT_CAP_MS,
  SOCKET_HIDDEN_CLOSE_MS,
  SOCKET_IDLE_CLOSE_MS,
} from '../../../realtime/timings';

let h: Harness;
afterEach(() => h.dispose());

/** Times (ms after `from`) at which the port opened a new socket, recorded over `ms`. */
async function openTimes(ms: number, from: number): Promise<number[]> {
  const times: number[] = [];
  let seen = h.port.opens;
  for (let t = 0; t < ms; t += 50) {
    await h.kit.advance(50);
    if (h.port.opens !== seen) {
      seen = h.port.opens;
      times.push(Date.now() - from);
    }
  }
  return times;
}

describe('SocketConnection', () => {
  it('connects when held: connecting, then connected', async () => {
    h = realtimeHarness();
    expect(h.connection.state).toBe('idle');
    h.connection.hold();
    expect(h.connection.state).toBe('connecting');
    await h.settle();
    expect(h.states).toEqual(['connecting', 'connected']);
  });

  it('retries a dropped connection on a doubling schedule, reconnecting meanwhile', async () => {
    h = realtimeHarness();
    h.connection.hold();
    await h.settle();
    h.server.stop();
    const dropped = Date.now();
    await h.kit.advance(10);
    expect(h.connection.state).toBe('reconnecting');
    // Each failed attempt is seen a few ms after it opens (mock-socket's delay), then waits.
    const times = await openTimes(125_000, dropped);
    const gaps = times.map((t, i) => t - (i === 0 ? 0 : (times[i - 1] ?? 0)));
    expect(gaps.map((g) => Math.round(g / 1000))).toEqual([1, 2, 4, 8, 16, 30, 30, 30]);
    h.server.start();
    await h.kit.advance(RECONNECT_CAP_MS + 100);
    expect(h.connection.state).toBe('connected');
    expect(h.states.at(-1)).toBe('connected');
  });

  it('keeps jittering at the cap, unlike a backoff that clamps after jittering', async () => {
    const draws = [0.1, 0.9, 0.4, 0.7, 0.2, 0.8, 0.3, 0.6, 0.5, 0.05];
    let i = 0;
    h = realtimeHarness({ random: () => draws[i++ % draws.length] ?? 0 });
    h.connection.hold();
    await h.settle();
    h.server.stop();
    const dropped = Date.now();
    const times = await openTimes(300_000, dropped);
    const gaps = times.map((t, n) => t - (n === 0 ? 0 : (times[n - 1] ?? 0)));
    const atCap = gaps.slice(6);
    expect(atCap.length).toBeGreaterThanOrEqual(4);
    for (const gap of atCap) {
      expect(gap).toBeGreaterThanOrEqual(RECONNECT_CAP_MS / 2);
      expect(gap).toBeLessThanOrEqual(RECONNECT_CAP_MS + 100);
    }
    expect(new Set(atCap.map((g) => Math.round(g / 1000))).size).toBeGreaterThan(2);
  });

  it('goes offline with the network and comes straight back with it', async () => {
    h = realtimeHarness();
    h.connection.hold();
    await h.settle();
    h.kit.offline();
    expect(h.connection.state).toBe('offline');
    await h.kit.advance(5 * 60_000);
    expect(h.port.opens).toBe(1);
    h.kit.online();
    await h.settle();
    expect(h.connection.state).toBe('connected');
    expect(h.states).toEqual(['connecting', 'connected', 'offline', 'reconnecting', 'connected']);
  });

  it('closes the socket of a page hidden a minute, not of one hidden less, and reopens on return', async () => {
    h = realtimeHarness();
    h.connection.hold();
    await h.settle();
    h.kit.hide();
    await h.kit.advance(SOCKET_HIDDEN_CLOSE_MS - 1000);
    h.kit.show();
    expect(h.server.connections()).toBe(1);
    h.kit.hide();
    await h.kit.advance(SOCKET_HIDDEN_CLOSE_MS);
    await h.settle();
    expect(h.server.connections()).toBe(0);
    expect(h.connection.state).toBe('idle');
    await h.kit.advance(10 * 60_000);
    expect(h.port.opens).toBe(1);
    h.kit.show();
    await h.settle();
    expect(h.connection.state).toBe('connected');
    expect(h.port.opens).toBe(2);
  });

  it('after the server closes it on purpose, refreshes the token, then reconnects with the new one', async () => {
    h = realtimeHarness({ token: 'old-token' });
    h.connection.hold();
    await h.settle();
    expect(h.server.tokens()).toEqual(['old-token']);
    h.auth.token = 'new-token';
    h.server.kick();
    await h.settle();
    expect(h.auth.refreshes).toBe(1);
    expect(h.connection.state).toBe('connected');
    expect(h.server.tokens()).toEqual(['new-token']);
  });

  it('does not loop when the server keeps closing it: each close waits longer', async () => {
    h = realtimeHarness();
    h.connection.hold();
    await h.settle();
    h.server.kick();
    await h.settle();
    expect(h.port.opens).toBe(2);
    h.server.kick();
    await h.settle();
    expect(h.port.opens).toBe(2);
    await h.kit.advance(2000);
    expect(h.port.opens).toBe(3);
  });

  it('goes on as a visitor when the server refuses the token', async () => {
    h = realtimeHarness({ token: 'dead-token' });
    h.server.refuseWith = {
      code: 'token_invalid',
      message: '登录已失效，请重新登录',
      token: 'dead-token',
    };
    h.connection.hold();
    await h.settle();
    expect(h.auth.rejected).toEqual(['dead-token']);
    expect(h.connection.state).toBe('connected');
    expect(h.server.tokens()).toEqual([null]);
    // A login brings a new token: tried at once.
    h.auth.token = 'fresh-token';
    h.connection.reconnect();
    await h.settle();
    expect(h.server.tokens()).toEqual(['fresh-token']);
  });

  it('closes SOCKET_IDLE_CLOSE_MS after the last holder lets go; a new holder in time keeps it', async () => {
    h = realtimeHarness();
    const first = h.connection.hold();
    await h.settle();
    first();
    await h.kit.advance(SOCKET_IDLE_CLOSE_MS - 1000);
    const second = h.connection.hold();
    await h.kit.advance(SOCKET_IDLE_CLOSE_MS);
    expect(h.server.connections()).toBe(1);
    second();
    await h.kit.advance(SOCKET_IDLE_CLOSE_MS);
    await h.settle();
    expect(h.server.connections()).toBe(0);
    expect(h.connection.state).toBe('idle');
    expect(h.port.opens).toBe(1);
  });

  it('leaves no timer behind once disposed, even mid-backoff', async () => {
    h = realtimeHarness();
    h.connection.hold();
    h.kit.hide();
    await h.settle();
    h.server.stop();
    await h.kit.advance(3000);
    h.connection.dispose();
    expect(h.kit.hostTimers()).toBe(0);
  });

  it('closes the socket when the network goes, even with no chat on screen', async () => {
    h = realtimeHarness();
    const release = h.connection.hold();
    await h.settle();
    release();
    h.kit.offline();
    await h.settle();
    expect(h.server.connections()).toBe(0);
    // A chat opened while offline says so, rather than "connected".
    h.connection.hold();
    expect(h.connection.state).toBe('offline');
    h.kit.online();
    await h.settle();
    expect(h.connection.state).toBe('connected');
  });

  it('counts a page hidden before the connection was made', async () => {
    h = realtimeHarness();
    h.connection.dispose();
    h.kit.hide();
    const { SocketConnection } = await import('../../../realtime/connection');
    const { systemClock } = await import('../../../schedulers');
    const hidden = new SocketConnection({
      port: h.port,
      clock: systemClock,
      environment: h.kit.environment,
      auth: { token: () => null, refresh: () => Promise.resolve() },
    });
    hidden.hold();
    await h.settle();
    expect(h.server.connections()).toBe(1);
    await h.kit.advance(SOCKET_HIDDEN_CLOSE_MS);
    await h.settle();
    expect(h.server.connections()).toBe(0);
    hidden.dispose();
  });

  it('ignores a token refresh that finishes after the fan logged in again', async () => {
    let finish: () => void = () => undefined;
    h = realtimeHarness({ token: 'old' });
    h.connection.dispose();
    const { SocketConnection } = await import('../../../realtime/connection');
    const { systemClock } = await import('../../../schedulers');
    let token = 'old';
    const connection = new SocketConnection({
      port: h.port,
      clock: systemClock,
      environment: h.kit.environment,
      random: () => 0,
      auth: {
        token: () => token,
        refresh: () => new Promise<void>((resolve) => (finish = resolve)),
      },
    });
    connection.hold();
    await h.settle();
    h.server.kick();
    await h.settle();
    token = 'new';
    connection.reconnect();
    await h.settle();
    expect(h.server.tokens()).toEqual(['new']);
    const opens = h.port.opens;
    finish();
    await h.kit.advance(60_000);
    expect(h.port.opens).toBe(opens);
    connection.dispose();
  });
});
