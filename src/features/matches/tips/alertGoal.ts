/**
 * The goal alert of a followed match: a short beep (Web Audio, no sound file) and a vibration, each
 * only when the fan turned it on in the list settings.
 */
import type { AlertPrefs } from '../settings/schema';
import { getAlertPrefs } from '../settings/store';
import { GOAL_BEEP_MS, GOAL_VIBRATE_PATTERN_MS } from './timings';

/** What the alert needs of the device; the browser's by default, a fake in tests. */
export interface AlertDevice {
  beep: () => boolean;
  vibrate: (pattern: readonly number[]) => boolean;
}

export interface GoalAlertOptions {
  /** Alerts are for followed matches only. */
  isFollowed: (matchId: number) => boolean;
  prefs?: AlertPrefs;
  device?: AlertDevice;
}

export interface GoalAlertResult {
  sound: boolean;
  vibration: boolean;
}

type AudioContextClass = new () => AudioContext;

let context: AudioContext | undefined;

function audioContext(): AudioContext | undefined {
  if (context) return context;
  const Ctor: AudioContextClass | undefined =
    typeof window === 'undefined'
      ? undefined
      : (window.AudioContext ??
        (window as unknown as { webkitAudioContext?: AudioContextClass }).webkitAudioContext);
  if (!Ctor) return undefined;
  try {
    context = new Ctor();
  } catch {
    return undefined;
  }
  return context;
}

/** A two-tone beep scheduled on the audio clock (no timers involved). */
export function playBeep(ctx: AudioContext): void {
  // Browsers start a context suspended until the page has had a gesture; resuming may be refused.
  if (ctx.state === 'suspended') void ctx.resume().catch(() => undefined);
  const start = ctx.currentTime;
  const length = GOAL_BEEP_MS / 1000;
  const gain = ctx.createGain();
  gain.gain.setValueAtTime(0.0001, start);
  gain.gain.exponentialRampToValueAtTime(0.25, start + 0.02);
  gain.gain.exponentialRampToValueAtTime(0.0001, start + length);
  gain.connect(ctx.destination);
  const osc = ctx.createOscillator();
  osc.type = 'sine';
  osc.frequency.setValueAtTime(880, start);
  osc.frequency.setValueAtTime(1320, start + length / 2);
  osc.connect(gain);
  osc.start(start);
  osc.stop(start + length);
}

export const browserAlertDevice: AlertDevice = {
  beep() {
    const ctx = audioContext();
    if (!ctx) return false;
    try {
      playBeep(ctx);
      return true;
    } catch {
      return false;
    }
  },
  vibrate(pattern) {
    if (typeof navigator === 'undefined' || typeof navigator.vibrate !== 'function') return false;
    try {
      return navigator.vibrate([...pattern]);
    } catch {
      return false;
    }
  },
};

/** Beeps and/or vibrates for a goal of `matchId` when it is followed and the fan asked for it. */
export function alertGoal(matchId: number, options: GoalAlertOptions): GoalAlertResult {
  const none = { sound: false, vibration: false };
  if (!options.isFollowed(matchId)) return none;
  const prefs = options.prefs ?? getAlertPrefs();
  const device = options.device ?? browserAlertDevice;
  return {
    sound: prefs.goalSound ? device.beep() : false,
    vibration: prefs.goalVibrate ? device.vibrate(GOAL_VIBRATE_PATTERN_MS) : false,
  };
}
