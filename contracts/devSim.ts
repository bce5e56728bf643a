import { z } from 'zod/mini';
import { defineEndpoint } from './endpoint';
import { idInput } from './inputs';
import { int32 } from './integers';

/**
 * The simulator's development control (issue 17 §5): never registered in production. Browser tests
 * make what they check happen now — a kick-off, a goal, a red card — or move simulated time on, and
 * then wait for it on screen instead of sleeping on the simulated clock (docs/api.md "Development").
 */

export const DEV_SIM_MAX_ADVANCE_MINUTES = 24 * 60;

/** POST /api/dev/sim/advance {minutes}: simulated time jumps forward; the world catches up at once. */
export const devSimAdvance = defineEndpoint({
  method: 'POST',
  path: '/api/dev/sim/advance',
  access: 'anyone',
  input: z.object({
    minutes: z.number().check(z.positive(), z.lte(DEV_SIM_MAX_ADVANCE_MINUTES)),
  }),
  output: z.object({ now: z.number() }),
});

/**
 * POST /api/dev/sim/happen {matchId, kind, side}: `kickoff` starts a match not yet started (football
 * or basketball); `goal` and `red` happen to a side (1 home, 2 away) of a football match in play.
 */
export const devSimHappen = defineEndpoint({
  method: 'POST',
  path: '/api/dev/sim/happen',
  access: 'anyone',
  input: z.object({
    matchId: idInput,
    kind: z.enum(['kickoff', 'goal', 'red']),
    side: z._default(z.union([z.literal(1), z.literal(2)]), 1),
  }),
  output: z.object({ matchId: int32(), kind: z.string() }),
});

/** At most this many ids per question to the simulator's plans. */
export const DEV_SIM_MAX_PLAYABLE_IDS = 200;

/**
 * POST /api/dev/sim/playable {matchIds}: which of these matches, not started yet, the simulator will
 * play — the ones its scripts postpone are left out, so a test picks a match it can kick off before
 * it opens that match's pages.
 */
export const devSimPlayable = defineEndpoint({
  method: 'POST',
  path: '/api/dev/sim/playable',
  access: 'anyone',
  input: z.object({
    matchIds: z.array(idInput).check(z.minLength(1), z.maxLength(DEV_SIM_MAX_PLAYABLE_IDS)),
  }),
  output: z.object({ matchIds: z.array(int32()) }),
});

/** The simulator control's refusal codes (development only). */
export const DEV_SIM_REFUSAL_CODES = {
  notInPlay: 'not_in_play',
  postponed: 'postponed',
  noSimulator: 'no_simulator',
} as const;
