// Pins how a simulator that did not make a match's events itself (a restart, the instance taking the
// simulator over) rebuilds the match's script: scripted events stay as they are, and an event only
// the database holds (one the development control made happen elsewhere) goes in at its moment.
import { describe, expect, it } from 'vitest';
import type { ScriptEvent } from '../../../../server/simulator/scriptTypes';
import { storedEventOf, withStoredEvents } from '../../../../server/simulator/storedEvents';

const KICKOFF = Date.parse('2026-11-26T19:30:00Z');

const scripted = (at: number, kind: ScriptEvent['kind'], side: 0 | 1 | 2): ScriptEvent => ({
  at,
  kind,
  side,
  minute: Math.floor(at / 60) + 1,
  extra: 0,
  second: at % 60,
  player: 'p',
  detail: null,
});

const stored = (e: ScriptEvent) => storedEventOf(e, KICKOFF);

describe('withStoredEvents', () => {
  const script = [scripted(120, 'corner', 1), scripted(600, 'goal', 2), scripted(900, 'yellow', 1)];

  it('leaves the script as it is when the stored events are its own', () => {
    const merged = withStoredEvents(script, script.slice(0, 2).map(stored), KICKOFF);
    expect(merged).toEqual(script);
  });

  it('puts an event only the database holds in at its moment, once', () => {
    const made = scripted(300, 'goal', 1);
    const merged = withStoredEvents(script, [stored(script[0]!), stored(made)], KICKOFF);
    expect(merged.map((e) => [e.at, e.kind, e.side])).toEqual([
      [120, 'corner', 1],
      [300, 'goal', 1],
      [600, 'goal', 2],
      [900, 'yellow', 1],
    ]);
  });

  it('tells two events of one moment apart by kind and side', () => {
    const made = scripted(600, 'goal', 1);
    const merged = withStoredEvents(
      script,
      [stored(script[0]!), stored(script[1]!), stored(made)],
      KICKOFF,
    );
    expect(merged.filter((e) => e.at === 600).map((e) => e.side)).toEqual([2, 1]);
    expect(merged).toHaveLength(4);
  });

  it('does not change the script it was given', () => {
    withStoredEvents(script, [stored(scripted(300, 'red', 2))], KICKOFF);
    expect(script).toHaveLength(3);
  });
});
