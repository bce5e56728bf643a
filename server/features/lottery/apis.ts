import { LotteryMessages, OLD_LOTTERY_GAME_ID } from '../../../contracts/lottery';
import * as lotteryCalls from '../../../contracts/sportdata/lotteryCalls';
import { defineApi, type GatewayApi } from '../../platform/gateway/api';
import { GatewayError } from '../../platform/gateway/errors';
import { COMMON_REFUSAL_CODES } from '../../../contracts/refusals';
import { lotteryDraw } from './service';

/** getLotteryDraw: an issue's 14 matches with their outcomes and the draw string. */
const getLotteryDraw = defineApi(lotteryCalls.getLotteryDraw, async (a, { db, clock }) => {
  // gameId parses as any id (the gateway's rule for ids); only the old football lottery has draws.
  if (a.gameId !== OLD_LOTTERY_GAME_ID)
    throw new GatewayError(
      400,
      COMMON_REFUSAL_CODES.badArgs,
      `getLotteryDraw 参数错误：gameId ${LotteryMessages.badGameId}`,
    );
  const outcome = await lotteryDraw(db, a.issueNo, clock.now());
  if (!outcome.ok) {
    const { status, code, msg } = outcome.refusal;
    throw new GatewayError(status, code, msg);
  }
  return outcome.data;
});

/** The old football lottery's apiNames (docs/decisions/fourteen-match.md). */
export const lotteryApis: readonly GatewayApi[] = [getLotteryDraw];
