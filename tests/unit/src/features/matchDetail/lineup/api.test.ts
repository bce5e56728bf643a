// Pins getMatchLineup's apiName and argument (calls-errors-spec §7.1), checked by its contract.
import { expect, it, vi } from 'vitest';
import { matchLineupSchema } from '@contracts/sportdata/analysis';
import { fetchMatchLineup } from '@features/matchDetail/lineup/api';

const http = vi.hoisted(() => ({ sportdata: vi.fn(() => Promise.resolve({})) }));
vi.mock('@shared/http', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  sportdata: http.sportdata,
}));

it('asks for the lineup by match id, cancellable by the job', async () => {
  const signal = new AbortController().signal;
  await fetchMatchLineup(11, signal);
  expect(http.sportdata).toHaveBeenCalledWith(
    'getMatchLineup',
    { matchId: 11 },
    matchLineupSchema,
    {
      signal,
    },
  );
});
