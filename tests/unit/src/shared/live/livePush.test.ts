// Pins live pushes on the client (issue 20 §2; docs/decisions/live-push.md) on mock-socket with fake
// timers: a pushed score reaches the polls' data with no request; while pushes cover the set the
// live polls slow to the safety cadence, and when the socket drops they poll at 10 s again; a watch
// answer's scores start a new match current; an events push chained past what the fan holds makes
// one poll; and the scheduler's rules (nothing hidden or offline, one catch-up) hold with push on
// and with push blocked.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LIVE_EVENTS, type LiveMark } from '@contracts/live';
import type { GatewayCall } from '@contracts/gateway';
import type { LiveScore, MatchEvent } from '@contracts/sportdata/matches';
import { LiveFeed } from '@realtime';
import { ID_SET_DEBOUNCE_MS, systemClock } from '@schedulers';
import { createLiveEventPoll, createLiveScorePoll, type SportdataCall } from '@shared/live';
import { joinLivePush } from '@shared/live/livePush';
import { LIVE_EVENT_POLL_MS, LIVE_SAFETY_POLL_MS, LIVE_SCORE_POLL_MS } from '@shared/live/timings';
import { realtimeHarness, type Harness } from '../../../realtime/harness';
import { goalEvent, liveScore } from './fixtures';

const score = (matchId: number, version: number, homeScore = 0): LiveScore =>
  liveScore(matchId, { version, homeScore });
const event = (id: number, matchId: number): MatchEvent =>
  goalEvent(id, matchId, 1_800_000_000_000 + id);

/** The gateway as the polls see it: what it holds now, and every call it answered. */
function fakeGateway() {
  const held = { scores: [score(1, 1), score(2, 1)], events: [event(10, 1)] };
  const calls: string[] = [];
  const call = ((c: GatewayCall) => {
    calls.push(c.name);
    return Promise.resolve(
      c.name === 'getMatchEventByMatchIdList' ? { list: held.events } : { list: held.scores },
    );
  }) as unknown as SportdataCall;
  const count = (name: string) => calls.filter((c) => c === name).length;
  return {
    held,
    call,
    calls,
    scoreCalls: () => count('getMatchListLiveScore'),
    eventCalls: () => count('getMatchEventByMatchIdList'),
  };
}

let h: Harness;
let stop: () => void = () => undefined;
afterEach(() => {
  stop();
  h.dispose();
});

/**
 * The polls watching matches 1 and 2, joined to a live feed on the harness's socket. `push`:
 * whether the server answers watches (blocked: it never does, as behind a proxy that drops them).
 */
async function setUp(push: 'on' | 'blocked', marks: LiveMark[] = []) {
  h = realtimeHarness();
  const gateway = fakeGateway();
  h.server.handlers.set(LIVE_EVENTS.watch, () => (push === 'on' ? { ok: true, marks } : undefined));
  const scores = createLiveScorePoll('football', h.kit.scheduler, gateway.call);
  const events = createLiveEventPoll(h.kit.scheduler, gateway.call);
  const feed = new LiveFeed({
    connection: h.connection,
    clock: systemClock,
    environment: h.kit.environment,
  });
  const leave = joinLivePush(feed, { scores: [scores], events });
  const releases = [scores.watch([1, 2]), events.watch([1, 2])];
  const seen = {
    scores: new Map<number, LiveScore>(),
    events: new Map<number, readonly MatchEvent[]>(),
  };
  const subs = [
    scores.entries$.subscribe((e) => (seen.scores = new Map(e))),
    events.entries$.subscribe((e) => (seen.events = new Map(e))),
  ];
  stop = () => {
    for (const s of subs) s.unsubscribe();
    for (const r of releases) r();
    leave();
    feed.dispose();
  };
  await h.kit.advance(ID_SET_DEBOUNCE_MS);
  await h.settle();
  return { gateway, scores, events, feed, seen };
}

describe('live pushes into the live polls', () => {
  it('puts a pushed score in the data with no request, and polls at the safety cadence meanwhile', async () => {
    const { gateway, seen, feed, scores } = await setUp('on');
    let healthy = false;
    feed.healthy$.subscribe((v) => (healthy = v));
    expect(healthy).toBe(true);
    expect(scores.pushed()).toBe(true);
    expect(h.server.emitsOf(LIVE_EVENTS.watch)).toEqual([{ matchIds: [1, 2] }]);
    const before = gateway.scoreCalls();
    h.server.broadcast(LIVE_EVENTS.score, score(1, 2, 1));
    await h.settle();
    expect(seen.scores.get(1)?.homeScore).toBe(1);
    expect(gateway.scoreCalls()).toBe(before);
    // An older state pushed late never turns the score back.
    h.server.broadcast(LIVE_EVENTS.score, score(1, 1, 0));
    await h.settle();
    expect(seen.scores.get(1)?.homeScore).toBe(1);
    // Two minutes: two safety polls, not twelve.
    await h.kit.advance(2 * LIVE_SAFETY_POLL_MS);
    expect(gateway.scoreCalls() - before).toBe(2);
    // A push that breaks its contract is dropped and counted.
    h.server.broadcast(LIVE_EVENTS.score, { matchId: 'x' });
    await h.settle();
    expect(feed.rejected).toBe(1);
  });

  it('polls at 10 s again when the socket drops, and slows down once it is back', async () => {
    const { gateway, scores } = await setUp('on');
    h.server.stop();
    await h.settle();
    expect(scores.pushed()).toBe(false);
    const dropped = gateway.scoreCalls();
    await h.kit.advance(6 * LIVE_SCORE_POLL_MS);
    expect(gateway.scoreCalls() - dropped).toBeGreaterThanOrEqual(5);
    h.server.start();
    await h.kit.advance(40_000); // the reconnect's backoff
    expect(h.connection.state).toBe('connected');
    const back = gateway.scoreCalls();
    await h.kit.advance(LIVE_SAFETY_POLL_MS - 1);
    expect(gateway.scoreCalls() - back).toBeLessThanOrEqual(1);
  });

  it('starts a match new to the socket from the score in the watch answer', async () => {
    const { seen } = await setUp('on', [
      { matchId: 1, version: 5, lastEventId: 10, score: score(1, 5, 3) },
    ]);
    expect(seen.scores.get(1)?.homeScore).toBe(3);
  });

  it('makes one events poll when a push is chained past what the fan holds', async () => {
    const { gateway, seen } = await setUp('on', [{ matchId: 1, version: 1, lastEventId: 10 }]);
    const before = gateway.eventCalls();
    // Chained to 10, which the fan holds: taken as it is.
    h.server.broadcast(LIVE_EVENTS.events, { matchId: 1, after: 10, events: [event(11, 1)] });
    await h.settle();
    expect(seen.events.get(1)?.map((e) => e.id)).toEqual([10, 11]);
    expect(gateway.eventCalls()).toBe(before);
    // Chained to 12, which never came: taken, and one poll fetches what was missed.
    gateway.held.events = [event(10, 1), event(11, 1), event(12, 1), event(13, 1)];
    h.server.broadcast(LIVE_EVENTS.events, { matchId: 1, after: 12, events: [event(13, 1)] });
    await h.settle();
    expect(gateway.eventCalls()).toBe(before + 1);
    expect(seen.events.get(1)?.map((e) => e.id)).toEqual([10, 11, 12, 13]);
  });
});

describe.each(['on', 'blocked'] as const)('the scheduler’s rules with push %s', (push) => {
  it('makes no request while hidden, and one catch-up on return', async () => {
    const { gateway } = await setUp(push);
    const before = gateway.calls.length;
    const watches = h.server.emitsOf(LIVE_EVENTS.watch).length;
    h.kit.hide();
    await h.kit.advance(10 * 60_000);
    expect(gateway.calls.length).toBe(before);
    // The socket closed a minute after the page hid and asked nothing meanwhile.
    expect(h.server.emitsOf(LIVE_EVENTS.watch).length).toBe(watches);
    h.kit.show();
    await h.kit.flush();
    // One catch-up per poll (scores and events), at once.
    expect(gateway.calls.length - before).toBe(2);
  });

  it('makes no request while offline, and one catch-up when back online', async () => {
    const { gateway } = await setUp(push);
    const before = gateway.calls.length;
    h.kit.offline();
    await h.kit.advance(5 * 60_000);
    expect(gateway.calls.length).toBe(before);
    h.kit.online();
    await h.kit.flush();
    expect(gateway.calls.length - before).toBe(2);
  });

  it(push === 'on' ? 'polls at the safety cadence' : 'polls every 10 s as before', async () => {
    const { gateway } = await setUp(push);
    const before = gateway.scoreCalls();
    await h.kit.advance(LIVE_SAFETY_POLL_MS);
    const expected = push === 'on' ? 1 : LIVE_SAFETY_POLL_MS / LIVE_EVENT_POLL_MS;
    expect(gateway.scoreCalls() - before).toBe(expected);
  });
});

vi.setConfig({ testTimeout: 20_000 });
