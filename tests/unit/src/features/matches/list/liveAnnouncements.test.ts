// @vitest-environment jsdom
// Pins the live region's part of the lists' live pipeline (issue 38 §3): a goal or red card of a
// followed match is said through the app's one polite live region when the spoiler delay releases
// it — at the moment the row flashes and the tip shows, never before — and only for followed
// matches, and not when the tab's tip settings are off.
import { BehaviorSubject } from 'rxjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LiveScore, MatchEvent } from '@contracts/sportdata/matches';
import type { IdSetPoll } from '@schedulers';
import { startLivePipeline, type LivePipelineOptions } from '@features/matches/live';
import { resetMatchesStore, upsertMatches } from '@entities/match/store';
import { clearLiveTips } from '@features/matches/tips';
import { announcements, LIVE_REGION_ID } from '@shared/a11y';
import { installFakeClock } from '../../../../../kit/fakeClock';
import { liveScoreOf, matchItem } from '../../../entities/match/fixtures';

function fakePoll<T>() {
  const entries$ = new BehaviorSubject<ReadonlyMap<number, T>>(new Map());
  const poll = {
    key: 'fake',
    entries$,
    watch: () => () => {},
    ids: () => new Set<number>(),
  } as unknown as IdSetPoll<number, T>;
  return { poll, entries$ };
}

/** What the region holds once the sentences' code (loaded with the first one) has come. */
const said = async () => {
  await vi.dynamicImportSettled();
  return announcements();
};

let clock: ReturnType<typeof installFakeClock>;
beforeEach(() => {
  clock = installFakeClock();
  resetMatchesStore();
  clearLiveTips();
  // The shell's region, as LiveRegion draws it.
  document.body.innerHTML = `<div id="${LIVE_REGION_ID}" aria-live="polite"></div>`;
});
afterEach(() => {
  clock.restore();
  document.body.innerHTML = '';
});

const FOLLOWED = 7;
const OTHER = 8;

function options(over: Partial<LivePipelineOptions> = {}): LivePipelineOptions {
  return {
    tipSettings: () => ({ goalTip: true, redCardTip: true }),
    isFollowed: (id) => id === FOLLOWED,
    prefs: () => ({ goalSound: false, goalVibrate: false, spoilerDelayMs: 30_000 }),
    ...over,
  };
}

function live(matchId: number) {
  const match = matchItem({
    matchId,
    matchStatus: 3,
    matchStartedMinutes: '63',
    homeTeamName: '曼联',
    awayTeamName: '利物浦',
    version: 10,
  });
  upsertMatches([match]);
  return match;
}

describe('announcements of the live pipeline', () => {
  it('says a followed match’s goal when the spoiler delay releases it, not before', async () => {
    const match = live(FOLLOWED);
    const { poll, entries$ } = fakePoll<LiveScore>();
    const pipeline = startLivePipeline(poll, options(), () => {});
    entries$.next(new Map([[FOLLOWED, liveScoreOf(match, { homeScore: 1, version: 20 })]]));
    await clock.advance(29_999);
    expect(await said()).toEqual([]);
    await clock.advance(1);
    expect(await said()).toEqual(["曼联 1-0 利物浦，进球：曼联 63'"]);
    pipeline.stop();
  });

  it('names the scorer from the events released with it, and says red cards too', async () => {
    const match = live(FOLLOWED);
    const scores = fakePoll<LiveScore>();
    const events = fakePoll<readonly MatchEvent[]>();
    const pipeline = startLivePipeline(
      scores.poll,
      options({ prefs: () => ({ goalSound: false, goalVibrate: false, spoilerDelayMs: 10_000 }) }),
      () => {},
      events.poll,
    );
    const goal: MatchEvent = {
      id: 1,
      matchId: FOLLOWED,
      kind: 'goal',
      side: 1,
      minute: 63,
      extraMinute: 0,
      second: 0,
      player: 'B·费尔南德斯',
      detail: { score: [1, 0] },
      happenedAt: 1,
    };
    // The events poll answers first; both wait the same delay.
    events.entries$.next(new Map([[FOLLOWED, [goal]]]));
    scores.entries$.next(
      new Map([[FOLLOWED, liveScoreOf(match, { homeScore: 1, awayRed: 1, version: 20 })]]),
    );
    await clock.advance(9_999);
    expect(await said()).toEqual([]);
    await clock.advance(1);
    expect(await said()).toEqual([
      "曼联 1-0 利物浦，进球：B·费尔南德斯 63'",
      "曼联 1-0 利物浦，红牌：利物浦 63'",
    ]);
    pipeline.stop();
  });

  it('says nothing for a match the fan does not follow (its tip still shows)', async () => {
    const match = live(OTHER);
    const { poll, entries$ } = fakePoll<LiveScore>();
    const pipeline = startLivePipeline(poll, options(), () => {});
    entries$.next(new Map([[OTHER, liveScoreOf(match, { awayScore: 1, version: 20 })]]));
    await clock.advance(30_000);
    expect(await said()).toEqual([]);
    pipeline.stop();
  });

  it('says nothing when the tab’s goal and red-card tips are off', async () => {
    const match = live(FOLLOWED);
    const { poll, entries$ } = fakePoll<LiveScore>();
    const pipeline = startLivePipeline(
      poll,
      options({ tipSettings: () => ({ goalTip: false, redCardTip: false }) }),
      () => {},
    );
    entries$.next(
      new Map([[FOLLOWED, liveScoreOf(match, { homeScore: 1, homeRed: 1, version: 20 })]]),
    );
    await clock.advance(30_000);
    expect(await said()).toEqual([]);
    pipeline.stop();
  });

  it('says at once when the fan chose no delay', async () => {
    const match = live(FOLLOWED);
    const { poll, entries$ } = fakePoll<LiveScore>();
    const pipeline = startLivePipeline(
      poll,
      options({ prefs: () => ({ goalSound: false, goalVibrate: false, spoilerDelayMs: 0 }) }),
      () => {},
    );
    entries$.next(new Map([[FOLLOWED, liveScoreOf(match, { awayScore: 1, version: 20 })]]));
    await clock.advance(0);
    expect(await said()).toEqual(["曼联 0-1 利物浦，进球：利物浦 63'"]);
    pipeline.stop();
  });
});
