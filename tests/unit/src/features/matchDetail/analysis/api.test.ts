// Pins the analysis calls and their arguments (calls-errors-spec §7.1): number 10, isHomeAway as
// 1/0, leagueId 0 for every competition, the schedule's number and the team record's arguments,
// each call's contract checking its answer, cancellable through the job's signal.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  getMatchScheduleList,
  getMatchStanding,
  getTeamBoutExploits,
  getTeamNearStatus,
  getTeamStanding,
} from '@contracts/sportdata/analysisCalls';
import {
  fetchBoutExploits,
  fetchMatchStanding,
  fetchNearStatus,
  fetchScheduleList,
  fetchTeamStanding,
} from '@features/matchDetail/analysis/api';

const http = vi.hoisted(() => ({ sportdata: vi.fn(() => Promise.resolve({})) }));
vi.mock('@shared/http', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  sportdata: http.sportdata,
}));

const signal = new AbortController().signal;

beforeEach(() => http.sportdata.mockClear());

describe('analysis calls', () => {
  it('asks for ten meetings, with the filters as 1/0 and a league id', async () => {
    await fetchBoutExploits(11, { isHomeAway: false, leagueId: 0 }, signal);
    await fetchBoutExploits(11, { isHomeAway: true, leagueId: 36 }, signal);
    expect(http.sportdata.mock.calls).toEqual([
      [getTeamBoutExploits, { matchId: 11, number: 10, isHomeAway: 0, leagueId: 0 }, { signal }],
      [getTeamBoutExploits, { matchId: 11, number: 10, isHomeAway: 1, leagueId: 36 }, { signal }],
    ]);
  });

  it('asks for recent form with the same arguments', async () => {
    await fetchNearStatus(11, { isHomeAway: true, leagueId: 0 }, signal);
    expect(http.sportdata).toHaveBeenCalledWith(
      getTeamNearStatus,
      { matchId: 11, number: 10, isHomeAway: 1, leagueId: 0 },
      { signal },
    );
  });

  it('asks for the table, a team’s record and the schedule ahead', async () => {
    await fetchMatchStanding(11, signal);
    await fetchTeamStanding({ teamId: 2, matchCount: 10, locationType: 2, leagueType: 0 }, signal);
    await fetchScheduleList(11, signal);
    expect(http.sportdata.mock.calls).toEqual([
      [getMatchStanding, { matchId: 11 }, { signal }],
      [getTeamStanding, { teamId: 2, matchCount: 10, locationType: 2, leagueType: 0 }, { signal }],
      [getMatchScheduleList, { matchId: 11, number: 5 }, { signal }],
    ]);
  });
});
