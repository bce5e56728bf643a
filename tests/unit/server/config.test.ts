// Pins the cluster's settings read at start (README "Configuration"): INSTANCE_ID, REDIS_URL,
// TRUST_PROXY and SIM_CLOCK_ANCHOR — defaults, accepted values, and a clear error for a bad one.
import { describe, expect, it } from 'vitest';
import { simulationClock } from '../../../server/clock';
import { readConfig } from '../../../server/config';

describe('the cluster settings', () => {
  it('default to one instance alone', () => {
    const config = readConfig({});
    expect(config.instanceId).toBe('main');
    expect(config.redisUrl).toBeUndefined();
    expect(config.trustProxy).toEqual([]);
    expect(config.simClockAnchor).toBeUndefined();
  });

  it('read a cluster instance’s environment', () => {
    const config = readConfig({
      INSTANCE_ID: 'b',
      REDIS_URL: 'redis://127.0.0.1:6379',
      TRUST_PROXY: 'loopback, 10.0.0.0/8',
      SIM_START: '2026-11-24T20:00:00+08:00',
      SIM_CLOCK_ANCHOR: '2026-11-26T12:00:00Z',
    });
    expect(config).toMatchObject({
      instanceId: 'b',
      redisUrl: 'redis://127.0.0.1:6379',
      trustProxy: ['loopback', '10.0.0.0/8'],
      simStart: Date.parse('2026-11-24T20:00:00+08:00'),
      simClockAnchor: Date.parse('2026-11-26T12:00:00Z'),
    });
  });

  it('refuses a bad value with what it should look like', () => {
    expect(() => readConfig({ INSTANCE_ID: 'a b' })).toThrow(/INSTANCE_ID must be/);
    expect(() => readConfig({ REDIS_URL: 'http://x' })).toThrow(/REDIS_URL must be/);
    expect(() => readConfig({ TRUST_PROXY: 'not-an-address' })).toThrow(/TRUST_PROXY must list/);
    expect(() => readConfig({ SIM_CLOCK_ANCHOR: 'yesterday' })).toThrow(/SIM_CLOCK_ANCHOR must be/);
  });
});

describe('one simulated clock for instances started apart', () => {
  it('gives the same now to instances with the same start and anchor', () => {
    const start = Date.parse('2026-11-24T20:00:00+08:00');
    const anchor = 1_000_000;
    let real = anchor;
    const first = simulationClock(60, () => real, start, anchor);
    real += 5_000; // the second instance starts five seconds later
    const second = simulationClock(60, () => real, start, anchor);
    expect(second.now()).toBe(first.now());
    expect(first.now()).toBe(start + 5_000 * 60);
  });
});
