import { SNS_REFUSAL_CODES as C } from '../../../contracts/social';
import { SNS_POSTS_PER_HOUR, SNS_REPLIES_PER_MINUTE } from '../../../contracts/social';
import type { Refusal } from '../../platform/refusals';

/** What a fan reads when the circles refuse (codes: contracts/social.ts). */
export const SnsRefusals = {
  circleNotFound: { status: 404, code: C.circleNotFound, msg: '圈子不存在' },
  notFound: { status: 404, code: C.notFound, msg: '内容不存在或已被删除' },
  replyNotFound: { status: 404, code: C.replyNotFound, msg: '回复不存在或已被删除' },
  topicNotFound: { status: 404, code: C.topicNotFound, msg: '话题不存在或已被删除' },
  memberNotFound: { status: 404, code: C.memberNotFound, msg: '用户不存在' },
  postLimit: {
    status: 429,
    code: C.postLimit,
    msg: `每小时最多发${SNS_POSTS_PER_HOUR}条帖子，请稍后再试`,
  },
  replyLimit: {
    status: 429,
    code: C.replyLimit,
    msg: `每分钟最多回复${SNS_REPLIES_PER_MINUTE}次，请稍后再试`,
  },
  notModerator: { status: 403, code: C.notModerator, msg: '只有本圈版主才能进行此操作' },
  notAllowed: { status: 403, code: C.notAllowed, msg: '只有作者本人或本圈版主才能删除' },
  moderatorTarget: { status: 403, code: C.notAllowed, msg: '不能对本圈版主进行此操作' },
  self: { status: 403, code: C.self, msg: '不能对自己进行此操作' },
  noPoll: { status: 400, code: C.noPoll, msg: '这条内容没有投票' },
  pollOption: { status: 400, code: C.pollOption, msg: '投票选项不存在' },
  voted: { status: 409, code: C.voted, msg: '你已经投过票了' },
  blocked: { status: 403, code: C.blocked, msg: '对方已将你拉黑，无法回复' },
  notLikeable: { status: 400, code: C.notLikeable, msg: '这条内容不能点赞' },
} as const satisfies Record<string, Refusal>;

/** A gagged or banned fan's refusal: the message says until when (Beijing time). */
export function forbiddenRefusal(type: 'gag' | 'ban', msg: string): Refusal {
  return { status: 403, code: type === 'ban' ? C.banned : C.gagged, msg };
}
