// @vitest-environment jsdom
// Pins the goal alert: sound and vibration only when turned on, and only for followed matches.
import { describe, expect, it, vi } from 'vitest';
import { alertGoal, browserAlertDevice, playBeep, type AlertDevice } from '@features/matches/tips';
import { GOAL_VIBRATE_PATTERN_MS } from '../../../../../../src/features/matches/tips/timings';

function fakeDevice(): AlertDevice & {
  beep: ReturnType<typeof vi.fn>;
  vibrate: ReturnType<typeof vi.fn>;
} {
  return { beep: vi.fn(() => true), vibrate: vi.fn(() => true) };
}
const followed = (id: number) => id === 1;

describe('alertGoal', () => {
  it('beeps and vibrates for a followed match when both are on', () => {
    const device = fakeDevice();
    const result = alertGoal(1, {
      isFollowed: followed,
      prefs: { goalSound: true, goalVibrate: true, spoilerDelayMs: 0 },
      device,
    });
    expect(result).toEqual({ sound: true, vibration: true });
    expect(device.beep).toHaveBeenCalledTimes(1);
    expect(device.vibrate).toHaveBeenCalledWith(GOAL_VIBRATE_PATTERN_MS);
  });

  it('does nothing for a match that is not followed', () => {
    const device = fakeDevice();
    const result = alertGoal(2, {
      isFollowed: followed,
      prefs: { goalSound: true, goalVibrate: true, spoilerDelayMs: 0 },
      device,
    });
    expect(result).toEqual({ sound: false, vibration: false });
    expect(device.beep).not.toHaveBeenCalled();
    expect(device.vibrate).not.toHaveBeenCalled();
  });

  it('respects each preference on its own (off by default)', () => {
    const device = fakeDevice();
    alertGoal(1, {
      isFollowed: followed,
      prefs: { goalSound: false, goalVibrate: true, spoilerDelayMs: 0 },
      device,
    });
    expect(device.beep).not.toHaveBeenCalled();
    expect(device.vibrate).toHaveBeenCalledTimes(1);
    const other = fakeDevice();
    expect(alertGoal(1, { isFollowed: followed, device: other })).toEqual({
      sound: false,
      vibration: false,
    });
  });

  it('the browser device vibrates through navigator.vibrate and survives its absence', () => {
    const vibrate = vi.fn(() => true);
    Object.defineProperty(navigator, 'vibrate', { value: vibrate, configurable: true });
    expect(browserAlertDevice.vibrate([200])).toBe(true);
    expect(vibrate).toHaveBeenCalledWith([200]);
    Object.defineProperty(navigator, 'vibrate', { value: undefined, configurable: true });
    expect(browserAlertDevice.vibrate([200])).toBe(false);
  });

  it('the beep is an oscillator scheduled on the audio clock, no asset', () => {
    const osc = {
      type: '',
      frequency: { setValueAtTime: vi.fn() },
      connect: vi.fn(),
      start: vi.fn(),
      stop: vi.fn(),
    };
    const gain = {
      gain: { setValueAtTime: vi.fn(), exponentialRampToValueAtTime: vi.fn() },
      connect: vi.fn(),
    };
    const ctx = {
      state: 'running',
      currentTime: 10,
      destination: {},
      createOscillator: () => osc,
      createGain: () => gain,
      resume: vi.fn(),
    };
    playBeep(ctx as unknown as AudioContext);
    expect(osc.start).toHaveBeenCalledWith(10);
    expect(osc.stop).toHaveBeenCalledWith(10.35);
    expect(ctx.resume).not.toHaveBeenCalled();
  });
});
