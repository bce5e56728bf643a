import { defineResource } from '@schedulers';
import { fetchMatchPacketRounds } from './api';

/** A match's rounds; read on every visit (a new goal opens a round, a click draws an award). */
export const matchPacketResource = defineResource({
  name: 'match-packet-rounds',
  key: (matchId: number) => String(matchId),
  fetch: (matchId, signal) => fetchMatchPacketRounds(matchId, signal),
});
