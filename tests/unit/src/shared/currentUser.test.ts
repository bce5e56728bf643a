// @vitest-environment jsdom
// Pins the current user's data of product-spec §4 "Start and login" and §9 "user data refresh 1
// minute", on the scheduler with fake timers: the index is called on start when logged in; a look
// within a minute is served from the cache, a look after it (or after a flag) asks again; a failure
// the server answered clears the login cache and is passed on, while an unanswered call keeps the
// login; loginSuccess refetches and logoutSuccess clears. Nothing here owns a timer of its own.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loginSuccess$, logoutSuccess$ } from '@shared/events';
import { ApiError } from '@shared/http';
import { localStore, StorageKeys } from '@shared/storage';
import { storeToken } from '@shared/session';
import {
  bindCurrentUser,
  flagUserInfo,
  useCurrentUserStore,
  watchUserInfo,
} from '@shared/session/currentUser';
import {
  createUserInfoSource,
  settleUserInfo,
  USER_INFO_JOB_KEY,
  type UserInfoSourceDeps,
} from '@shared/session/userInfoSource';
import { installSchedulerKit, type SchedulerKit } from '../../../kit/schedulerKit';
import { userFixture } from '../features/account/centre/fixtures';
import { USER_DATA_STALE_MS } from '../../../../src/shared/session/timings';

let kit: SchedulerKit;
let loggedIn: boolean;
let deps: UserInfoSourceDeps & { fetch: ReturnType<typeof vi.fn> };

function source() {
  return createUserInfoSource(kit.scheduler, deps);
}

beforeEach(() => {
  kit = installSchedulerKit();
  loggedIn = true;
  deps = {
    fetch: vi.fn(() => Promise.resolve(userFixture())),
    isLoggedIn: () => loggedIn,
    clearLoginCache: vi.fn(() => {
      loggedIn = false;
    }),
    saveUser: vi.fn(),
  };
});
afterEach(() => kit.restore());

describe('staleness: one minute, or a flag', () => {
  it('serves a look within a minute from the cache and asks again after it', async () => {
    const handle = source();
    await expect(settleUserInfo(handle)).resolves.toMatchObject({ id: 7 });
    expect(deps.fetch).toHaveBeenCalledTimes(1);

    await kit.advance(USER_DATA_STALE_MS - 1);
    await kit.flush();
    await settleUserInfo(handle);
    expect(deps.fetch).toHaveBeenCalledTimes(1);

    await kit.advance(1);
    await settleUserInfo(handle);
    expect(deps.fetch).toHaveBeenCalledTimes(2);
  });

  it('holds no timer while a screen watches it, and refetches on the next look after a minute', async () => {
    const handle = source();
    const stop = watchUserInfo(handle);
    await kit.flush();
    expect(deps.fetch).toHaveBeenCalledTimes(1);
    expect(useCurrentUserStore.getState()).toMatchObject({ loaded: true, fetching: false });
    expect(useCurrentUserStore.getState().user?.id).toBe(7);
    await kit.advance(10 * USER_DATA_STALE_MS);
    // A cache job never polls on its own: still one request, and no timers open.
    expect(deps.fetch).toHaveBeenCalledTimes(1);
    expect(kit.timers()).toBe(0);
    stop();
    await kit.advance(3000);
    const again = watchUserInfo(handle);
    await kit.flush();
    expect(deps.fetch).toHaveBeenCalledTimes(2);
    again();
  });

  it('asks at once when flagged, even within the minute', async () => {
    const handle = source();
    const stop = watchUserInfo(handle);
    await kit.flush();
    deps.fetch.mockResolvedValueOnce(userFixture({ nickName: '新名字' }));
    flagUserInfo(handle);
    await kit.flush();
    expect(deps.fetch).toHaveBeenCalledTimes(2);
    expect(useCurrentUserStore.getState().user?.nickName).toBe('新名字');
    stop();
  });

  it('keeps the user info for synchronous readers', async () => {
    await settleUserInfo(source());
    expect(deps.saveUser).toHaveBeenCalledWith(expect.objectContaining({ id: 7 }));
    expect(kit.job(USER_INFO_JOB_KEY).staleMs).toBe(USER_DATA_STALE_MS);
  });
});

describe('failures', () => {
  it('clears the login cache on an answered failure and passes the error on', async () => {
    const handle = source();
    await settleUserInfo(handle);
    await kit.advance(USER_DATA_STALE_MS);
    const failure = new ApiError('http', { status: 401, code: 'no_login', path: '/api/uc/index' });
    deps.fetch.mockRejectedValueOnce(failure);
    await expect(settleUserInfo(handle)).rejects.toBe(failure);
    expect(deps.clearLoginCache).toHaveBeenCalledTimes(1);
    expect(handle.peek().data).toBeNull();
  });

  it('also on a server error', async () => {
    deps.fetch.mockRejectedValueOnce(new ApiError('server', { code: 'system_error', path: '/x' }));
    await expect(settleUserInfo(source())).rejects.toBeInstanceOf(ApiError);
    expect(deps.clearLoginCache).toHaveBeenCalledTimes(1);
  });

  it.each(['network', 'timeout'] as const)(
    'keeps the login when the call got no answer (%s)',
    async (kind) => {
      const handle = source();
      await settleUserInfo(handle);
      await kit.advance(USER_DATA_STALE_MS);
      deps.fetch.mockRejectedValueOnce(new ApiError(kind, { path: '/api/uc/index' }));
      await expect(settleUserInfo(handle)).rejects.toMatchObject({ kind });
      expect(deps.clearLoginCache).not.toHaveBeenCalled();
      // The last good data stays on screen.
      expect(handle.peek().data).toMatchObject({ id: 7 });
    },
  );

  it('does not retry on its own after a failure', async () => {
    deps.fetch.mockRejectedValueOnce(new ApiError('network', { path: '/api/uc/index' }));
    const handle = source();
    const stop = watchUserInfo(handle);
    await kit.advance(5 * 60_000);
    expect(deps.fetch).toHaveBeenCalledTimes(1);
    expect(useCurrentUserStore.getState().error).toBeInstanceOf(ApiError);
    stop();
  });
});

describe('visitors', () => {
  it('answers null without a request when there is no token', async () => {
    loggedIn = false;
    await expect(settleUserInfo(source())).resolves.toBeNull();
    expect(deps.fetch).not.toHaveBeenCalled();
  });
});

describe('start, login and logout (bindCurrentUser)', () => {
  it('calls the index on start when logged in, and not for a visitor', async () => {
    storeToken('t'.repeat(43));
    const handle = source();
    const unbind = bindCurrentUser(handle);
    await kit.flush();
    expect(deps.fetch).toHaveBeenCalledTimes(1);
    unbind();
    await kit.advance(3000);

    localStore.remove(StorageKeys.token);
    sessionStorage.clear();
    const fetchCount = deps.fetch.mock.calls.length;
    const unbind2 = bindCurrentUser(source());
    await kit.flush();
    expect(deps.fetch).toHaveBeenCalledTimes(fetchCount);
    unbind2();
  });

  it('refetches on loginSuccess, even within the minute, and clears on logoutSuccess', async () => {
    const handle = source();
    const unbind = bindCurrentUser(handle);
    const stop = watchUserInfo(handle);
    await kit.flush();
    const before = deps.fetch.mock.calls.length;
    deps.fetch.mockResolvedValueOnce(userFixture({ id: 8 }));
    loginSuccess$.next();
    await kit.flush();
    expect(deps.fetch).toHaveBeenCalledTimes(before + 1);
    expect(useCurrentUserStore.getState().user?.id).toBe(8);

    loggedIn = false;
    logoutSuccess$.next();
    await kit.flush();
    expect(useCurrentUserStore.getState().user).toBeNull();
    expect(handle.peek().data).toBeNull();
    // Without a token the flagged job answers "visitor" without a request.
    expect(deps.fetch).toHaveBeenCalledTimes(before + 1);
    stop();
    unbind();
  });
});
