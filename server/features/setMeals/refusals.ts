import { SET_MEAL_REFUSAL_CODES as C } from '../../../contracts/setMeals';
import type { Refusal } from '../../platform/refusals';

/** Why a set-meal call was refused, in the fan's words. */
export const SetMealRefusals = {
  notFound: { status: 404, code: C.notFound, msg: '套餐不存在或已下架' },
  /** A repeat of a purchase already made (its ticket is the answer to coins). */
  bought: { status: 409, code: C.bought, msg: '该套餐已购买' },
  ticketNotFound: { status: 404, code: C.ticketNotFound, msg: '没有找到这张套餐' },
  noCoupon: { status: 409, code: C.noCoupon, msg: '套餐不能使用优惠券或打折卡' },
  notLow: { status: 403, code: C.notLow, msg: '当前账户暂不能购买套餐' },
} as const satisfies Record<string, Refusal>;

/** A ticket that cannot pay for a reading: every reason, joined, in the fan's words. */
export function ticketRefused(reasons: readonly string[]): Refusal {
  return { status: 409, code: C.ticketRefused, msg: reasons.join('；') };
}
