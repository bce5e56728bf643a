import { GatewayError } from '../../../platform/gateway/errors';
import { COMMON_REFUSAL_CODES } from '../../../../contracts/refusals';
import { SPORT } from '../../../../domain/sport';

const SPORT_NAMES: Readonly<Record<number, string>> = {
  [SPORT.football]: '足球',
  [SPORT.basketball]: '篮球',
};

/** A call of one sport asked about a competition of the other: 400 in the fan's words. */
export function mustBeSport(expected: number, actual: number, call: string): void {
  if (expected !== actual)
    throw new GatewayError(
      400,
      COMMON_REFUSAL_CODES.badArgs,
      `${call} 参数错误：该赛事不是${SPORT_NAMES[expected] ?? ''}赛事`,
    );
}
