// @vitest-environment jsdom
// Pins the followed view's call: a visitor gets the login refusal on the spot, with no request
// (issue 16 item 6: a 401 and a console error on every visit to 关注); a fan's call goes out.
import { afterEach, expect, it, vi } from 'vitest';
import { getUserFollowMatchList } from '@contracts/sportdata/followCalls';
import { fetchFollowedPage, type MatchPageArgs } from '@features/matches/api';
import { isApiError } from '@shared/http';
import { clearToken, storeToken } from '@shared/session';

const http = vi.hoisted(() => ({
  sportdata: vi.fn(() =>
    Promise.resolve({ list: [], pageNo: 1, pageSize: 20, total: 0, hasMore: false, date: '' }),
  ),
}));
vi.mock('@shared/http', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  sportdata: http.sportdata,
}));

const args: MatchPageArgs = {
  sport: 'football',
  matchStatus: 0,
  date: null,
  game: 0,
  oddsCompany: 3,
  pageNo: 1,
  pageSize: 20,
};

afterEach(() => {
  clearToken();
  http.sportdata.mockClear();
});

it('refuses a visitor without asking the server, as a login refusal the view understands', async () => {
  const error: unknown = await fetchFollowedPage(args).catch((e: unknown) => e);
  expect(isApiError(error) && error.needsLogin).toBe(true);
  expect(http.sportdata).not.toHaveBeenCalled();
});

it('asks the server for a logged-in fan', async () => {
  storeToken('t0k3n');
  await fetchFollowedPage(args);
  expect(http.sportdata).toHaveBeenCalledWith(
    getUserFollowMatchList,
    expect.objectContaining({ sportType: 1, pageNo: 1 }),
    expect.anything(),
  );
});
