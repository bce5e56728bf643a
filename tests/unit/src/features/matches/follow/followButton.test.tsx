// Pins follow on the client (product-spec §4 "Follow", calls-errors-spec §7.2 and §8): the star
// changes only when the server confirms; a failure shows the returned error for exactly 1000 ms
// and keeps the star; visitors are sent to login and make no call; taps while a call is in flight
// make no second request; the followed ids load on first use and on loginSuccess, and go on
// logoutSuccess; a change re-renders only the rows whose match changed. Fake timers throughout.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  FollowButton,
  followedIds,
  followMatch,
  useFollowStore,
  useIsFollowed,
} from '@features/matches/follow';
import { resetFollowStore } from '@features/matches/follow/store';
import { loginRequired$, loginSuccess$, logoutSuccess$ } from '@shared/events';
import { useOverlayStore } from '@shared/overlays';
import { getToken, storeToken } from '@shared/session';
import { installFakeClock } from '../../../../../kit/fakeClock';
import {
  advance,
  deferred,
  failBody,
  fakeServer,
  followResult,
  idsPage,
  settle,
  type FakeReply,
  type FakeRoute,
} from './harness';
import { FOLLOW_ERROR_TOAST_MS } from '../../../../../../src/features/matches/follow/timings';

const FOLLOW = '/api/user/followMatch';
const IDS = '/api/user/queryUserFollowMatchIds';
const TOKEN = 'T'.repeat(43);

let clock: ReturnType<typeof installFakeClock>;
let server: ReturnType<typeof fakeServer>;
let followReply: FakeRoute;
let footballIds: number[];
let basketballIds: number[];
let loginAsks: string[];
let unsubscribe: () => void;

beforeEach(() => {
  clock = installFakeClock();
  resetFollowStore();
  useOverlayStore.setState({ toast: null });
  footballIds = [];
  basketballIds = [];
  followReply = (r) => ({
    body: followResult(Number(r.params.matchId), Number(r.params.matchType), r.params.type === 1),
  });
  server = fakeServer({
    [`GET ${IDS}`]: (r) => ({
      body: idsPage(r.params.matchType === 2 ? basketballIds : footballIds),
    }),
    [`GET ${FOLLOW}`]: (r) => followReply(r),
  });
  loginAsks = [];
  const s = loginRequired$.subscribe((e) => loginAsks.push(e.returnTo));
  unsubscribe = () => s.unsubscribe();
});
afterEach(() => {
  unsubscribe();
  server.restore();
  resetFollowStore();
  clock.restore();
});

const star = (id = 101) =>
  screen.getAllByTestId('follow-button').find((b) => b.dataset.matchId === String(id)) ??
  screen.getByTestId('follow-button');
const pressed = (id = 101) => star(id).getAttribute('aria-pressed');
const toast = () => useOverlayStore.getState().toast?.message;
const followCalls = () => server.of(FOLLOW).map((r) => r.params);

async function tap(id = 101) {
  act(() => {
    fireEvent.click(star(id));
  });
  await settle();
}

function loggedInWith(football: number[], basketball: number[] = []) {
  footballIds = football;
  basketballIds = basketball;
  storeToken(TOKEN);
}

describe('visitors', () => {
  it('are sent to login, with no call and no change', async () => {
    location.hash = '#/tabs/match';
    render(<FollowButton matchId={101} sport={1} />);
    await settle();
    expect(pressed()).toBe('false');
    await tap();
    expect(loginAsks).toEqual(['/tabs/match']);
    expect(server.requests).toHaveLength(0);
    expect(pressed()).toBe('false');
  });
});

describe('FollowButton', () => {
  it('loads the followed ids of both sports on first use (page size 300)', async () => {
    loggedInWith([101], [202]);
    render(
      <>
        <FollowButton matchId={101} sport={1} />
        <FollowButton matchId={202} sport={2} />
        <FollowButton matchId={303} sport={1} />
      </>,
    );
    await settle();
    expect(server.of(IDS).map((r) => [r.params.matchType, r.params.ps, r.params.pn])).toEqual([
      [1, 300, 1],
      [2, 300, 1],
    ]);
    expect([pressed(101), pressed(202), pressed(303)]).toEqual(['true', 'true', 'false']);
    expect(followedIds(1)).toEqual([101]);
    expect(followedIds(2)).toEqual([202]);
  });

  it('flips only on success, with one request however often it is tapped meanwhile', async () => {
    loggedInWith([]);
    render(<FollowButton matchId={101} sport={1} />);
    await settle();
    const held = deferred();
    followReply = () => held.promise;
    await tap();
    await tap();
    await tap();
    expect(followCalls()).toEqual([
      expect.objectContaining({ matchId: 101, type: 1, matchType: 1 }),
    ]);
    expect(star().getAttribute('aria-busy')).toBe('true');
    expect(pressed()).toBe('false');
    held.release({ body: followResult(101, 1, true) });
    await settle();
    expect(pressed()).toBe('true');
    expect(star().getAttribute('aria-busy')).toBe('false');
    expect(star().getAttribute('aria-label')).toBe('取消关注');
    followReply = () => ({ body: followResult(101, 1, false) });
    await tap();
    expect(followCalls()[1]).toMatchObject({ matchId: 101, type: 2, matchType: 1 });
    expect(pressed()).toBe('false');
    expect(followedIds(1)).toEqual([]);
  });

  it('keeps the star on failure and shows the returned error for 1000 ms', async () => {
    expect(FOLLOW_ERROR_TOAST_MS).toBe(1000);
    loggedInWith([101]);
    render(<FollowButton matchId={101} sport={1} />);
    await settle();
    followReply = () => ({ status: 409, body: failBody('follow_limit', '关注的比赛已达上限') });
    await tap(); // an unfollow that fails
    expect(pressed()).toBe('true');
    expect(toast()).toBe('关注的比赛已达上限');
    await advance(FOLLOW_ERROR_TOAST_MS - 1);
    expect(toast()).toBe('关注的比赛已达上限');
    await advance(1);
    expect(toast()).toBeUndefined();
    expect(star().getAttribute('aria-busy')).toBe('false');
  });

  it('shows the bare errorCode when the server gave no message', async () => {
    loggedInWith([]);
    render(<FollowButton matchId={101} sport={1} />);
    await settle();
    followReply = () => ({ body: failBody('follow_failed') });
    await tap();
    expect(pressed()).toBe('false');
    expect(toast()).toBe('follow_failed');
    await advance(FOLLOW_ERROR_TOAST_MS);
    expect(toast()).toBeUndefined();
  });

  it('shows the network message when there was no answer', async () => {
    loggedInWith([]);
    render(<FollowButton matchId={101} sport={1} />);
    await settle();
    followReply = (): FakeReply => 'network-error';
    await tap();
    expect(pressed()).toBe('false');
    expect(toast()).toBe('网络连接失败，请检查网络后重试');
  });

  it('sends a fan whose login lapsed to login instead of a toast', async () => {
    loggedInWith([]);
    location.hash = '#/tabs/match-bk';
    render(<FollowButton matchId={101} sport={2} />);
    await settle();
    followReply = () => ({ status: 401, body: failBody('no_login', '请先登录') });
    await tap();
    expect(loginAsks).toEqual(['/tabs/match-bk']);
    expect(getToken()).toBeNull();
    expect(toast()).toBeUndefined();
    expect(pressed()).toBe('false');
  });
});

describe('the store', () => {
  it('loads on loginSuccess and empties on logoutSuccess', async () => {
    footballIds = [7];
    storeToken(TOKEN);
    act(() => loginSuccess$.next());
    await settle();
    expect(useFollowStore.getState()).toMatchObject({ status: 'ready', followed: { 7: 1 } });
    act(() => logoutSuccess$.next());
    expect(useFollowStore.getState()).toMatchObject({ status: 'idle', followed: {} });
    expect(followedIds(1)).toEqual([]);
  });

  it('keeps a change confirmed while a load was in flight', async () => {
    loggedInWith([5]);
    const held = deferred();
    server.restore();
    server = fakeServer({
      [`GET ${IDS}`]: (r) => (r.params.matchType === 1 ? held.promise : { body: idsPage([]) }),
      [`GET ${FOLLOW}`]: () => ({ body: followResult(9, 1, true) }),
    });
    act(() => loginSuccess$.next());
    await settle();
    expect(await followMatch(9, 1, true)).toBe(true);
    held.release({ body: idsPage([5]) }); // the list as it was before the follow
    await settle();
    expect(followedIds(1).sort()).toEqual([5, 9]);
  });

  it('re-renders only the row whose match changed', async () => {
    loggedInWith([]);
    const renders: Record<number, number> = {};
    function Row({ id }: { id: number }) {
      const count = useRef(0);
      count.current += 1;
      renders[id] = count.current;
      const on = useIsFollowed(id);
      return <span data-testid={`row-${id}`}>{on ? 'on' : 'off'}</span>;
    }
    render(
      <>
        <Row id={1} />
        <Row id={2} />
      </>,
    );
    await settle();
    const before = { ...renders };
    await act(() => followMatch(1, 1, true));
    await settle();
    expect(screen.getByTestId('row-1').textContent).toBe('on');
    expect(renders[1]).toBe((before[1] ?? 0) + 1);
    expect(renders[2]).toBe(before[2]);
  });
});
