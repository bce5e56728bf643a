import { z } from 'zod/mini';
import { defineGatewayCall } from '../gateway';
import { idInput } from '../inputs';
import { issueNoInput, issueWithMatchesSchema, OLD_LOTTERY_GAME_ID } from '../lottery';

/**
 * getLotteryDraw (calls-errors-spec §7.1; docs/decisions/fourteen-match.md): an issue of the old
 * football lottery with its 14 matches, each one's outcome and the draw string; without issueNo, the
 * latest drawn issue. gameId is read as an id like every gateway id (the server answers 400 bad_args
 * for any game but 401).
 */
export const getLotteryDraw = defineGatewayCall(
  'getLotteryDraw',
  z.looseObject({
    issueNo: z.optional(issueNoInput),
    gameId: z._default(idInput, OLD_LOTTERY_GAME_ID),
  }),
  z.object({ ...issueWithMatchesSchema.shape, drawn: z.boolean() }),
);
