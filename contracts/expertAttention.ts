import { z } from 'zod/mini';
import { defineEndpoint } from './endpoint';
import { myFollowedExperts } from './experts';
import { countInput, idInput, pageNoInput } from './inputs';
import { int32, INT32_MAX } from './integers';

/**
 * Who follows whom (issue 19 §2; product-spec §2 hisAttention / myAttention, calls-errors-spec
 * §7.11). A fan follows an expert (a row of expert_follows). Of an expert:
 *
 * - attentionMe, 粉丝: the users who follow the expert;
 * - attentionOther, 关注: the experts the expert's account follows (none for an expert without one).
 *
 * `expert/` calls are any expert's lists, for anyone; `uc/` calls are the caller's own (their fans
 * when they are an expert, whom they follow either way). Newest follow first, ATTENTION_PAGE_SIZE a
 * page. The rules are in docs/decisions/expert-screens.md "Who follows whom".
 *
 * Privacy: a row names a person as anyone may see them — user id, nickname, picture and, for an
 * expert, the expert's id and level. Never an account or a phone, in public lists and one's own
 * alike: a fan's login name is not their expert's business either. A fan without a nickname reads
 * as 球迷 and their user id (球迷1024), not as their account.
 */

export const ATTENTION_PAGE_SIZE = 20;

/** 人气专家: the user level from which myAttention/famousExpert lists a followed expert. */
export const FAMOUS_USER_LEVEL = 2;

export const attentionRowSchema = z.object({
  /** The user behind the row; null for an expert with no account in Matchday. */
  userId: z.nullable(int32()),
  /** An expert's nickname as their home shows it, else the fan's own, else 球迷{userId}. */
  nickName: z.string(),
  icon: z.nullable(z.string()),
  /** When the row is an expert: whose home the row opens, their level and follower count. */
  expert: z.nullable(
    z.object({
      id: int32(),
      /** 1 laboratory, 2 popular forecaster. */
      userLevel: int32(),
      /** The strength's Chinese name (八段上 …). */
      levelName: z.string(),
      followers: int32(),
    }),
  ),
  /** When the follow was made (ms). */
  followedAt: z.number(),
  /** The viewer follows the row's expert (false for visitors and rows that are no expert). */
  following: z.boolean(),
  /** The row is the viewer themself (no follow button). */
  own: z.boolean(),
});
export type AttentionRow = z.infer<typeof attentionRowSchema>;

export const attentionPageSchema = z.object({
  /** Whose list; null for a uc list of a caller who is no expert (their fans list is empty). */
  owner: z.nullable(z.object({ expertId: int32(), nickname: z.string() })),
  list: z.array(attentionRowSchema),
  /** Rows in the whole list: the user info's attentionMeCount / attentionOtherCount for one's own. */
  total: int32(),
  pageNo: int32(),
  pageSize: int32(),
  hasMore: z.boolean(),
});
export type AttentionPage = z.infer<typeof attentionPageSchema>;

const publicInput = z.object({ expertId: idInput, pageNo: pageNoInput });
/** uc lists: `{expertId}` is 0 (the caller) or the caller's own expert id; another is refused. */
const ownInput = z.object({ expertId: countInput(INT32_MAX), pageNo: pageNoInput });

/** GET /api/expert/attentionMe/{expertId}/{pageNo}: an expert's fans. */
export const expertFans = defineEndpoint({
  method: 'GET',
  path: '/api/expert/attentionMe/{expertId}/{pageNo}',
  access: 'anyone',
  input: publicInput,
  output: attentionPageSchema,
});

/** GET /api/expert/attentionOther/{expertId}/{pageNo}: the experts an expert follows. */
export const expertFollowing = defineEndpoint({
  method: 'GET',
  path: '/api/expert/attentionOther/{expertId}/{pageNo}',
  access: 'anyone',
  input: publicInput,
  output: attentionPageSchema,
});

/** GET /api/uc/attentionMe/{expertId}/{pageNo}: the caller's fans (empty for a fan who is no expert). */
export const myFans = defineEndpoint({
  method: 'GET',
  path: '/api/uc/attentionMe/{expertId}/{pageNo}',
  access: 'reader',
  input: ownInput,
  output: attentionPageSchema,
});

/** GET /api/uc/attentionOther/{expertId}/{pageNo}: the experts the caller follows. */
export const myFollowing = defineEndpoint({
  method: 'GET',
  path: '/api/uc/attentionOther/{expertId}/{pageNo}',
  access: 'reader',
  input: ownInput,
  output: attentionPageSchema,
});

/**
 * GET /api/myAttention/famousExpert/list/{pageNo}: the followed experts of FAMOUS_USER_LEVEL and
 * above, newest follow first; myAttention/expert/list's page, of those experts only.
 */
export const myFollowedFamousExperts = defineEndpoint({
  method: 'GET',
  path: '/api/myAttention/famousExpert/list/{pageNo}',
  access: 'reader',
  input: z.object({ pageNo: pageNoInput }),
  output: myFollowedExperts.output,
});

export const ATTENTION_REFUSAL_CODES = { notOwn: 'attention_not_own' } as const;
