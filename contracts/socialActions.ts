import { z } from 'zod/mini';
import { defineEndpoint } from './endpoint';
import { idInput, pageNoInput } from './inputs';
import { int32, int32Input, safeInt, safeIntInput } from './integers';
import { MAX_TIME_MS } from './messageCount';
import { snsAuthorSchema, snsPollSchema } from './social';
import { textRuleProblem } from './userText';

/**
 * What a fan does to items and members of the circles (calls-errors-spec §7.5 and §7.4): like, vote,
 * report, blacklist, follow; and the moderators' actions — delete (cutPosts), gag and ban (gagUser),
 * pin (topFlag) — with the viewer's own status (checkSnsMemberStatus). The spec writes these as GET
 * calls with query arguments; they change state, so they still need the token in a header, and each
 * is idempotent (the same call twice changes nothing more). Roles: docs/decisions/social.md.
 */

/** Report reasons (foulType; ours). */
export const FOUL_TYPES = { 1: '广告', 2: '色情', 3: '辱骂', 4: '政治', 5: '其他' } as const;
export type FoulType = keyof typeof FOUL_TYPES;

/** gagUser's forbidType: 1 gag (禁言: no posts or replies), 2 ban (封禁: nothing at all), 0 lifts. */
export const FORBID_TYPES = { lift: 0, gag: 1, ban: 2 } as const;
/** product-spec §9: a ban lasts 7 days unless the moderator says otherwise. */
export const FORBID_DEFAULT_DAYS = 7;
export const FORBID_MAX_DAYS = 365;
export const SNS_REASON_MAX = 50;

/** checkSnsMemberStatus's status: 0 normal, 1 gagged, 2 banned. */
export const SNS_MEMBER_STATUS = { normal: 0, gagged: 1, banned: 2 } as const;

export const SnsActionMessages = {
  likeFlag: 'likeFlag 须为 1（点赞）或 0（取消）',
  foulType: '举报类型错误',
  forbidType: 'forbidType 须为 0（解除）、1（禁言）或 2（封禁）',
  forbidDays: `禁言天数须为1-${FORBID_MAX_DAYS}天`,
  operationType: 'operationType 须为 1（置顶）或 0（取消置顶）',
  followType: 'type 须为 1（关注）或 2（取消关注）',
  reason: `理由不能超过${SNS_REASON_MAX}个字，且只能是文字`,
} as const;

const int = int32();

/** An optional short reason (a report's, a blacklist's, a moderator's): plain text, trimmed. */
const reasonInput = z.optional(
  z.pipe(
    z.string({ error: SnsActionMessages.reason }).check(z.maxLength(SNS_REASON_MAX * 4)),
    z.pipe(
      z.transform((v: string) => v.trim()),
      z.string().check(
        z.refine((v) => textRuleProblem(v, { min: 0, max: SNS_REASON_MAX }, false) === null, {
          error: SnsActionMessages.reason,
        }),
      ),
    ),
  ),
);

/** GET /api/user/sns/likeMsg {msgId, likeFlag}: 1 likes, 0 takes the like back; one per fan. */
export const likeMsg = defineEndpoint({
  method: 'GET',
  path: '/api/user/sns/likeMsg',
  access: 'writer',
  input: z.object({
    msgId: idInput,
    likeFlag: int32Input({ min: 0, max: 1, error: SnsActionMessages.likeFlag }),
  }),
  output: z.object({ liked: z.boolean(), likeCount: int }),
});

/** GET /api/user/sns/vote {msgId, optionId}: one vote per fan and poll; a second is refused. */
export const snsVote = defineEndpoint({
  method: 'GET',
  path: '/api/user/sns/vote',
  access: 'writer',
  input: z.object({ msgId: idInput, optionId: idInput }),
  output: snsPollSchema,
});

/**
 * GET /api/user/sns/report {msgId, foulType, replyId?, reason?}: reports an item (or one of its
 * replies); one report per fan and target (a repeat answers `repeated`).
 */
export const snsReport = defineEndpoint({
  method: 'GET',
  path: '/api/user/sns/report',
  access: 'writer',
  input: z.object({
    msgId: idInput,
    foulType: z.pipe(
      int32Input({ min: 1, max: 99, error: SnsActionMessages.foulType }),
      z.number().check(z.refine((t) => t in FOUL_TYPES, SnsActionMessages.foulType)),
    ),
    replyId: z.optional(idInput),
    reason: reasonInput,
  }),
  output: z.object({ reported: z.boolean(), repeated: z.boolean() }),
});

/**
 * GET /api/user/sns/cutPosts {msgId, replyId?, reason?}: deletes an item (or one of its replies): by its
 * author, or by a moderator of its circle (who leaves a reason in the audit trail). Soft: kept, hidden.
 */
export const cutPosts = defineEndpoint({
  method: 'GET',
  path: '/api/user/sns/cutPosts',
  access: 'writer',
  input: z.object({ msgId: idInput, replyId: z.optional(idInput), reason: reasonInput }),
  output: z.object({ deleted: z.boolean() }),
});

/**
 * GET /api/user/sns/pullBlack {pullBlackId, blackReason, operationType}: puts a member on the
 * viewer's blacklist (1, the default) or takes them off (0). The viewer no longer sees their items
 * and replies.
 */
export const pullBlack = defineEndpoint({
  method: 'GET',
  path: '/api/user/sns/pullBlack',
  access: 'writer',
  input: z.object({
    pullBlackId: idInput,
    blackReason: reasonInput,
    operationType: z._default(
      int32Input({ min: 0, max: 1, error: SnsActionMessages.operationType }),
      1,
    ),
  }),
  output: z.object({ blocked: z.boolean() }),
});

/**
 * GET /api/user/sns/gagUser {forbidId, forbidType, forbidDays, circleId, reason}: a moderator of the
 * circle gags (1) or bans (2) a member there for forbidDays (default 7, product-spec §9), or lifts
 * it (0). Never oneself, never another moderator of the circle.
 */
export const gagUser = defineEndpoint({
  method: 'GET',
  path: '/api/user/sns/gagUser',
  access: 'writer',
  input: z.object({
    forbidId: idInput,
    forbidType: int32Input({ min: 0, max: 2, error: SnsActionMessages.forbidType }),
    forbidDays: z._default(
      int32Input({ min: 1, max: FORBID_MAX_DAYS, error: SnsActionMessages.forbidDays }),
      FORBID_DEFAULT_DAYS,
    ),
    circleId: idInput,
    reason: reasonInput,
  }),
  output: z.object({
    forbidId: int,
    forbidType: int,
    /** Until when (ms); null when lifted. */
    until: z.nullable(safeInt()),
    /** The same in Beijing time, YYYY-MM-DD HH:mm; null when lifted. */
    untilText: z.nullable(z.string()),
  }),
});

/** GET /api/user/sns/topFlag {msgId, operationType}: a moderator pins (1) or unpins (0) an item. */
export const topFlag = defineEndpoint({
  method: 'GET',
  path: '/api/user/sns/topFlag',
  access: 'writer',
  input: z.object({
    msgId: idInput,
    operationType: int32Input({ min: 0, max: 1, error: SnsActionMessages.operationType }),
  }),
  output: z.object({ pinned: z.boolean() }),
});

export const snsMemberStatusSchema = z.object({
  /** 0 normal, 1 gagged, 2 banned (in the circle asked about; else the strongest in any). */
  status: int,
  /** Until when (ms) the status holds; null when normal. */
  until: z.nullable(safeInt()),
  /** The same in Beijing time, YYYY-MM-DD HH:mm; null when normal. */
  untilText: z.nullable(z.string()),
  /** What the fan reads (禁言至… / 封禁至…); empty when normal. */
  message: z.string(),
  /** The circles the viewer moderates. */
  moderatorOf: z.array(int),
  /** The viewer is a chat administrator (may mute chat users; not a circle role by itself). */
  chatAdmin: z.boolean(),
});
export type SnsMemberStatus = z.infer<typeof snsMemberStatusSchema>;

/** GET /api/user/sns/checkSnsMemberStatus {circleId?}: the viewer's own status and roles. */
export const checkSnsMemberStatus = defineEndpoint({
  method: 'GET',
  path: '/api/user/sns/checkSnsMemberStatus',
  access: 'reader',
  input: z.object({ circleId: z.optional(idInput) }),
  output: snsMemberStatusSchema,
});

/** GET /api/sns/isFollow {memberId}: whether the viewer follows that member (false for visitors). */
export const snsIsFollow = defineEndpoint({
  method: 'GET',
  path: '/api/sns/isFollow',
  access: 'anyone',
  input: z.object({ memberId: idInput }),
  output: z.object({ isFollow: z.boolean(), followers: int }),
});

/** POST /api/uc/attention {memberId, type}: follows (1) or unfollows (2) a member; never oneself. */
export const ucAttention = defineEndpoint({
  method: 'POST',
  path: '/api/uc/attention',
  access: 'writer',
  input: z.object({
    memberId: idInput,
    type: int32Input({ min: 1, max: 2, error: SnsActionMessages.followType }),
  }),
  output: z.object({ following: z.boolean(), followers: int }),
});

/**
 * POST /api/sns-new/message/attentionMe {expertId, pageNo, startTime}: the members who followed the
 * caller (expertId 0 or the caller's own user id), newest first; `isNew` marks those after startTime.
 */
export const snsAttentionMe = defineEndpoint({
  method: 'POST',
  path: '/api/sns-new/message/attentionMe',
  access: 'reader',
  input: z.object({
    expertId: z._default(int32Input({ min: 0 }), 0),
    pageNo: z._default(pageNoInput, 1),
    startTime: z._default(safeIntInput({ min: 0, max: MAX_TIME_MS }), 0),
  }),
  output: z.object({
    list: z.array(
      z.object({
        member: snsAuthorSchema,
        followedAt: z.number(),
        isNew: z.boolean(),
        /** The caller follows them back. */
        following: z.boolean(),
      }),
    ),
    pageNo: int,
    hasMore: z.boolean(),
  }),
});

/**
 * POST /api/uc/msgReply/{pageNo} {dateIndex, type}: replies about the caller — type 1 (default) the
 * replies others wrote to the caller's items and replies, 2 the caller's own replies — within the last
 * dateIndex days (0: all), newest first.
 */
export const msgReply = defineEndpoint({
  method: 'POST',
  path: '/api/uc/msgReply/{pageNo}',
  access: 'reader',
  input: z.object({
    pageNo: pageNoInput,
    dateIndex: z._default(int32Input({ min: 0, max: 365 }), 0),
    type: z._default(int32Input({ min: 1, max: 2 }), 1),
  }),
  output: z.object({
    list: z.array(
      z.object({
        replyId: int,
        msgId: int,
        /** The item's title, else its first 30 characters. */
        itemTitle: z.string(),
        author: snsAuthorSchema,
        content: z.string(),
        createdAt: z.number(),
      }),
    ),
    pageNo: int,
    hasMore: z.boolean(),
  }),
});
