import { WITHDRAW_REFUSAL_CODES as C } from '../../../../contracts/wallet/withdraw';
import type { Refusal } from '../../../platform/refusals';

export const WithdrawRefusals = {
  identityRequired: { status: 409, code: C.identityRequired, msg: '提现前请先完成实名认证' },
  phoneRequired: { status: 409, code: C.phoneRequired, msg: '提现前请先绑定手机号' },
  notEnough: { status: 409, code: C.notEnough, msg: '可提现余额不足' },
  dailyCount: { status: 409, code: C.dailyCount, msg: '今日提现次数已用完，请明天再来' },
  cardNotFound: { status: 404, code: C.cardNotFound, msg: '银行卡不存在' },
  badCard: { status: 400, code: C.badCard, msg: '请输入正确的银行卡号' },
  badBank: { status: 400, code: C.badBank, msg: '请选择开户银行、省份、城市和支行' },
  tooManyCards: { status: 409, code: C.tooManyCards, msg: '最多保存5张银行卡，请先删除不用的卡' },
  notFound: { status: 404, code: C.notFound, msg: '提现记录不存在' },
  notReviewing: { status: 409, code: C.notReviewing, msg: '该提现已审核' },
} as const satisfies Record<string, Refusal>;
