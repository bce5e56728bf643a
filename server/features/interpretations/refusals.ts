import {
  INTERPRETATION_NOT_FOUND,
  INTERPRETATION_REFUSAL_CODES as I,
} from '../../../contracts/interpretations';
import type { Refusal } from '../../platform/refusals';

/** Why an interpretation cannot be read or bought now. */
export const InterpretationRefusals = {
  notFound: INTERPRETATION_NOT_FOUND,
  closed: { status: 409, code: I.closed, msg: '比赛已开始，解读已截止购买' },
  free: { status: 409, code: I.free, msg: '免费解读无需购买' },
  own: { status: 409, code: I.own, msg: '不能购买自己的解读' },
  bought: { status: 409, code: I.bought, msg: '您已购买该解读' },
  noDirectPay: { status: 409, code: I.noDirectPay, msg: '该解读暂不支持直接支付，请使用金币购买' },
  duplicate: { status: 409, code: I.duplicate, msg: '您已在这场比赛发布过解读' },
  oldLotteryGame: {
    status: 400,
    code: I.oldLotteryGame,
    msg: '十四场/任九解读只能推荐足球胜平负',
  },
  lineMoved: { status: 409, code: I.lineMoved, msg: '盘口已变化，请按最新盘口重新发布' },
  notOnIssue: {
    status: 409,
    code: I.notOnIssue,
    msg: '该比赛不在当前在售的胜负彩期次中，十四场/任九解读只能发布在售期次的比赛',
  },
  picksOrContent: {
    status: 400,
    code: I.picksOrContent,
    msg: '请选择推荐选项（推荐选项与解读内容二选一）',
  },
} as const satisfies Record<string, Refusal>;

/** Published content that is not the interpretation format, told what is wrong (the parser's words). */
export const contentInvalid = (problem: string): Refusal => ({
  status: 400,
  code: I.contentInvalid,
  msg: `解读内容格式错误：${problem}`,
});
