import { z } from 'zod/mini';
import { defineEndpoint } from './endpoint';
import { idInput, pageNoInput } from './inputs';
import { int32, int32Input } from './integers';
import { feedItemSchema, replyPageSchema, snsAuthorSchema, snsReplySchema } from './social';

/**
 * Expert replays (复盘) and articles (calls-errors-spec §7.11, §7.5; issue 37 §3's pages
 * expert-replay/{id}, expertReplayDetail, expert-replay/comment-detail/{id}, expert-article/{id}).
 * A replay is an expert's review of one of their settled plans; it lives with the circles' items
 * (kind SNS_REPLAY_KIND, never in a feed), so its likes, comments, reports and moderation are the
 * circles' own (contracts/social.ts, socialActions.ts). An article is a feed item of kind 6.
 */

/** The kind a replay is stored under: ours, not one of the feed's message types. */
export const SNS_REPLAY_KIND = 11;

const int = int32();

export const replayPlanSchema = z.object({
  id: int,
  title: z.string(),
  /** 0 pending, 1 won (red), 2 lost (black), 3 void (走水): the plan's settled result. */
  result: int,
  /** 主队 vs 客队 of the plan's match. */
  matchName: z.string(),
  settledAt: z.nullable(z.number()),
});

export const replayDetailSchema = z.object({
  /** The replay's msgId: its comments are sns replies, its likes sns likes. */
  id: int,
  /**
   * The circle it lives in: its moderators may delete its comments (checkSnsMemberStatus's
   * moderatorOf says whether the viewer is one).
   */
  circleId: int,
  expert: z.object({ id: int, nickname: z.string(), icon: z.nullable(z.string()) }),
  plan: replayPlanSchema,
  title: z.string(),
  content: z.string(),
  likeCount: int,
  liked: z.boolean(),
  commentCount: int,
  createdAt: z.number(),
});
export type ReplayDetail = z.infer<typeof replayDetailSchema>;

/** GET /api/expert/replay/detail/{id}: one replay with its plan's result. */
export const replayDetail = defineEndpoint({
  method: 'GET',
  path: '/api/expert/replay/detail/{id}',
  access: 'anyone',
  input: z.object({ id: idInput }),
  output: replayDetailSchema,
});

/** GET /api/expert/replay/information/{id} {pageNo}: a replay's comments, oldest first. */
export const replayInformation = defineEndpoint({
  method: 'GET',
  path: '/api/expert/replay/information/{id}',
  access: 'anyone',
  input: z.object({ id: idInput, pageNo: z._default(pageNoInput, 1) }),
  output: replyPageSchema,
});

/** POST /api/expert/replay/addLike/{id} {type}: 1 likes, 2 takes the like back. */
export const replayAddLike = defineEndpoint({
  method: 'POST',
  path: '/api/expert/replay/addLike/{id}',
  access: 'writer',
  input: z.object({
    id: idInput,
    type: z._default(int32Input({ min: 1, max: 2, error: 'type 须为 1（点赞）或 2（取消）' }), 1),
  }),
  output: z.object({ liked: z.boolean(), likeCount: int }),
});

/**
 * GET /api/expert/article/detail/forShare/{id}: an expert's article (kind 6), or a news item (kind
 * 10, the share page share-page/information), as its share page shows it.
 */
export const articleForShare = defineEndpoint({
  method: 'GET',
  path: '/api/expert/article/detail/forShare/{id}',
  access: 'anyone',
  input: z.object({ id: idInput }),
  output: z.object({
    id: int,
    /** 6 article, 10 news (FEED_KINDS). */
    kind: int,
    title: z.string(),
    /** Picture urls (GET /api/sns/img/{msgId}/{seq}), at most six. */
    pictures: z.array(z.string()),
    content: z.string(),
    author: snsAuthorSchema,
    circleId: z.nullable(int),
    likeCount: int,
    replyCount: int,
    createdAt: z.number(),
  }),
});

/** GET /api/expert/replay/list/{expertId}/{pageNo}: an expert's replays, newest first (ours). */
export const expertReplays = defineEndpoint({
  method: 'GET',
  path: '/api/expert/replay/list/{expertId}/{pageNo}',
  access: 'anyone',
  input: z.object({ expertId: idInput, pageNo: pageNoInput }),
  output: z.object({ list: z.array(replayDetailSchema), pageNo: int, hasMore: z.boolean() }),
});

/** GET /api/expert/article/list/{expertId}/{pageNo}: an expert's articles (kind 6), newest first (ours). */
export const expertArticles = defineEndpoint({
  method: 'GET',
  path: '/api/expert/article/list/{expertId}/{pageNo}',
  access: 'anyone',
  input: z.object({ expertId: idInput, pageNo: pageNoInput }),
  output: z.object({ list: z.array(feedItemSchema), pageNo: int, hasMore: z.boolean() }),
});

/**
 * GET /api/expert/replay/comment/{id}/{pageNo}: one comment of a replay (an sns reply, `id`) and the
 * replies that answer it, oldest first (expert-replay/comment-detail/{id}; ours). A comment is
 * reported (report {msgId: the replay, replyId, foulType}) and deleted (cutPosts {msgId, replyId}) by
 * the circles' own calls and rules: by its writer, or by a moderator of the replay's circle.
 */
export const replayComment = defineEndpoint({
  method: 'GET',
  path: '/api/expert/replay/comment/{id}/{pageNo}',
  access: 'anyone',
  input: z.object({ id: idInput, pageNo: pageNoInput }),
  output: z.object({
    /** The replay the comment is under, and its circle (whose moderators may delete the comment). */
    replay: z.object({ id: int, title: z.string(), circleId: int }),
    comment: snsReplySchema,
    replies: replyPageSchema,
  }),
});
