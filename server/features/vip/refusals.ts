import { VIP_REFUSAL_CODES as C } from '../../../contracts/vip';
import type { Refusal } from '../../platform/refusals';

/** Why a VIP call was refused, in the fan's words. */
export const VipRefusals = {
  productNotFound: { status: 404, code: C.productNotFound, msg: '该会员已下架' },
  bought: { status: 409, code: C.bought, msg: '该会员已开通' },
  noCoupon: { status: 409, code: C.noCoupon, msg: '开通会员不能使用优惠券或打折卡' },
  trialUsed: { status: 409, code: C.trialUsed, msg: '每个账号只能试用一次会员' },
  giftNotFound: { status: 404, code: C.giftNotFound, msg: '没有找到这个礼包' },
  bargainNotFound: { status: 404, code: C.bargainNotFound, msg: '没有找到这个砍价' },
  bargainOwn: { status: 409, code: C.bargainOwn, msg: '不能给自己砍价，快去邀请好友吧' },
  bargainHelped: { status: 409, code: C.bargainHelped, msg: '您已经帮TA砍过了' },
  bargainClosed: { status: 409, code: C.bargainClosed, msg: '砍价已结束' },
  bargainFloor: { status: 409, code: C.bargainClosed, msg: '已经砍到最低价啦' },
} as const satisfies Record<string, Refusal>;

/** A membership of another family is running: the fan waits for its end. */
export function otherLevelRefusal(current: string, wanted: string): Refusal {
  return {
    status: 409,
    code: C.otherLevel,
    msg: `您当前是${current}，到期后可开通${wanted}`,
  };
}
