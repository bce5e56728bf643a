// Pins getMatchLineup's call and argument (calls-errors-spec §7.1); the call's contract checks the answer.
import { expect, it, vi } from 'vitest';
import { getMatchLineup } from '@contracts/sportdata/analysisCalls';
import { fetchMatchLineup } from '@features/matchDetail/lineup/api';

const http = vi.hoisted(() => ({ sportdata: vi.fn(() => Promise.resolve({})) }));
vi.mock('@shared/http', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  sportdata: http.sportdata,
}));

it('asks for the lineup by match id, cancellable by the job', async () => {
  const signal = new AbortController().signal;
  await fetchMatchLineup(11, signal);
  expect(http.sportdata).toHaveBeenCalledWith(getMatchLineup, { matchId: 11 }, { signal });
});
