// Pins the odds calls of calls-errors-spec §7.1: the call per type and sport (its contract checks
// the answer), the arguments (isPrimary 1, pageNo, pageSize 10 or basketball's 100; the detail's
// oddsId), and job keys that name the call and every argument.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { GatewayCall } from '@contracts/gateway';
import {
  getBkLetMatchOddsChangeDetail,
  getOddsProviderByMatch,
  getOneEuropeOddsDetail,
  getOneMatchBigSmallOdds,
  getOneMatchEuropeOdds,
} from '@contracts/sportdata/oddsCalls';
import {
  fetchOddsDetail,
  fetchOddsList,
  fetchOddsProviders,
  oddsDetailKey,
  oddsListKey,
  oddsProvidersKey,
} from '@features/matchDetail/odds/api';

const http = vi.hoisted(() => ({ sportdata: vi.fn((..._args: unknown[]) => Promise.resolve({})) }));
vi.mock('@shared/http', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  sportdata: http.sportdata,
}));

beforeEach(() => http.sportdata.mockClear());

const nameOf = (call: unknown) => (call as GatewayCall).name;

const signal = new AbortController().signal;

describe('odds lists', () => {
  it('asks a football page of 10 with the main providers first', async () => {
    await fetchOddsList({ matchId: 11, sport: 'football', type: 'europe', pageNo: 2 }, signal);
    expect(http.sportdata).toHaveBeenCalledWith(
      getOneMatchEuropeOdds,
      { matchId: 11, isPrimary: 1, pageNo: 2, pageSize: 10 },
      { signal },
    );
  });

  it('names each type’s call, with basketball’s page of 100', async () => {
    await fetchOddsList({ matchId: 22, sport: 'basketball', type: 'asia', pageNo: 1 });
    await fetchOddsList({ matchId: 22, sport: 'basketball', type: 'bigsmall', pageNo: 1 });
    expect(http.sportdata.mock.calls.map((c) => [nameOf(c[0]), c[1]])).toEqual([
      ['getOneMatchAsiaPrimaryOdds', { matchId: 22, isPrimary: 1, pageNo: 1, pageSize: 100 }],
      ['getOneMatchBigSmallOdds', { matchId: 22, isPrimary: 1, pageNo: 1, pageSize: 100 }],
    ]);
    expect(http.sportdata.mock.calls[1]![0]).toBe(getOneMatchBigSmallOdds);
  });

  it('keys a page by call, match, page and size', () => {
    const q = { matchId: 11, sport: 'football', type: 'asia', pageNo: 1 } as const;
    expect(oddsListKey(q)).toBe('odds:getOneMatchAsiaPrimaryOdds:11:p1:s10');
    expect(oddsListKey({ ...q, pageNo: 2 })).not.toBe(oddsListKey(q));
    expect(oddsListKey({ ...q, sport: 'basketball' })).toBe(
      'odds:getOneMatchAsiaPrimaryOdds:11:p1:s100',
    );
  });
});

describe('providers', () => {
  it('asks getOddsProviderByMatch with matchId and oddsType', async () => {
    await fetchOddsProviders({ matchId: 11, type: 'bigsmall' }, signal);
    expect(http.sportdata).toHaveBeenCalledWith(
      getOddsProviderByMatch,
      { matchId: 11, oddsType: 'bigsmall' },
      { signal },
    );
    expect(oddsProvidersKey({ matchId: 11, type: 'bigsmall' })).toBe(
      'odds:getOddsProviderByMatch:11:bigsmall',
    );
  });
});

describe('change details', () => {
  it('asks the football details by oddsId, 10 a page', async () => {
    await fetchOddsDetail(
      { matchId: 11, sport: 'football', type: 'europe', oddsId: 501, pageNo: 3 },
      signal,
    );
    expect(http.sportdata).toHaveBeenCalledWith(
      getOneEuropeOddsDetail,
      { matchId: 11, oddsId: 501, pageNo: 3, pageSize: 10 },
      { signal },
    );
  });

  it('names every football and basketball detail call', async () => {
    const types = ['europe', 'asia', 'bigsmall'] as const;
    for (const sport of ['football', 'basketball'] as const)
      for (const type of types)
        await fetchOddsDetail({ matchId: 1, sport, type, oddsId: 2, pageNo: 1 });
    expect(http.sportdata.mock.calls.map((c) => nameOf(c[0]))).toEqual([
      'getOneEuropeOddsDetail',
      'getOneAsiaDetailOdds',
      'getOneBigSmallDetailOdds',
      'getBkMatchEuropeOddsChangeDetail',
      'getBkLetMatchOddsChangeDetail',
      'getBkMatchBigsmallOddsChangeDetail',
    ]);
    expect(http.sportdata.mock.calls[4]![1]).toEqual({
      matchId: 1,
      oddsId: 2,
      pageNo: 1,
      pageSize: 100,
    });
    expect(http.sportdata.mock.calls[4]![0]).toBe(getBkLetMatchOddsChangeDetail);
  });

  it('keys a page by call, match, provider odds, page and size', () => {
    expect(
      oddsDetailKey({ matchId: 22, sport: 'basketball', type: 'asia', oddsId: 7, pageNo: 2 }),
    ).toBe('odds:getBkLetMatchOddsChangeDetail:22:7:p2:s100');
  });
});
