import { z } from 'zod/mini';
import { defineEndpoint, fileAnswer, noInput } from './endpoint';
import { countInput, idInput, pageNoInput, requestIdInput } from './inputs';
import { int32, int32Input, INT32_MAX } from './integers';
import { MAX_PICTURES, pictureListInput } from './uploads';
import { textRuleProblem } from './userText';

/**
 * Social circles (issue 37 §1; product-spec §2 "Social routes", §3 "Feed message types",
 * calls-errors-spec §7.5): the circles, their feeds, a post with its replies, hot topics, and writing
 * posts and replies. Likes, votes, reports, the blacklist, follows and moderation are in
 * contracts/socialActions.ts. The figures and the roles are ours (docs/decisions/social.md).
 *
 * Every text a fan wrote comes back as plain text: the app shows it as text, never as HTML.
 */

/** product-spec §3: the feed's message types. 7 are the interpretations of the interpretation desk. */
export const FEED_KINDS = { post: 1, article: 6, interpretation: 7, topic: 9, news: 10 } as const;
export type FeedKind = (typeof FEED_KINDS)[keyof typeof FEED_KINDS];
export const FEED_KIND_VALUES: readonly number[] = Object.values(FEED_KINDS);

export const SNS_POST_MAX = 1000;
export const SNS_REPLY_MAX = 300;
export const SNS_TITLE_MAX = 30;
/** A poll: two to six options of at most 20 characters each. */
export const SNS_POLL_MIN_OPTIONS = 2;
export const SNS_POLL_MAX_OPTIONS = 6;
export const SNS_POLL_OPTION_MAX = 20;
/** New posts one fan may write in an hour, and replies in a minute (docs/decisions/social.md). */
export const SNS_POSTS_PER_HOUR = 5;
export const SNS_REPLIES_PER_MINUTE = 3;
export const SNS_FEED_PAGE_SIZE = 20;
export const SNS_REPLY_PAGE_SIZE = 20;
export const SNS_HOT_TOPICS = 10;
/** Pictures one post carries (product-spec §5). */
export const SNS_MAX_PICTURES = MAX_PICTURES;

export const SnsTextMessages = {
  contentRequired: '请输入内容',
  contentLong: `内容不能超过${SNS_POST_MAX}个字`,
  replyRequired: '请输入回复内容',
  replyLong: `回复不能超过${SNS_REPLY_MAX}个字`,
  titleLong: `标题不能超过${SNS_TITLE_MAX}个字`,
  markup: '内容只能是文字，不能包含 HTML 标签或控制字符',
  pollOptions: `投票须有${SNS_POLL_MIN_OPTIONS}-${SNS_POLL_MAX_OPTIONS}个选项，每项1-${SNS_POLL_OPTION_MAX}个字`,
  pollDuplicate: '投票选项不能重复',
  circle: '圈子不存在',
  kind: '内容类型错误',
  sort: '排序方式错误',
} as const;

/**
 * A text rule as a zod check: trimmed, `min`–`max` characters, no markup (line breaks allowed where
 * `lines`). The parse answers the trimmed text, so the server stores exactly what it checked.
 */
function userText(
  max: number,
  lines: boolean,
  messages: { required: string; long: string },
  min = 1,
) {
  return z.pipe(
    z.string({ error: messages.required }).check(z.maxLength(max * 4, { error: messages.long })),
    z.pipe(
      z.transform((v: string) => v.trim()),
      z.string().check(
        z.superRefine((value, ctx) => {
          const problem = textRuleProblem(value, { min, max }, lines);
          if (!problem) return;
          const message =
            problem === 'short'
              ? messages.required
              : problem === 'long'
                ? messages.long
                : SnsTextMessages.markup;
          ctx.addIssue({ code: 'custom', message, input: value });
        }),
      ),
    ),
  );
}

export const snsPostText = userText(SNS_POST_MAX, true, {
  required: SnsTextMessages.contentRequired,
  long: SnsTextMessages.contentLong,
});
export const snsReplyText = userText(SNS_REPLY_MAX, true, {
  required: SnsTextMessages.replyRequired,
  long: SnsTextMessages.replyLong,
});
export const snsTitleText = userText(
  SNS_TITLE_MAX,
  false,
  { required: SnsTextMessages.contentRequired, long: SnsTextMessages.titleLong },
  0,
);

// --- What the calls answer ------------------------------------------------------------------------

const int = int32();

/** Who wrote something, as anyone may see them: never an account or a phone. */
export const snsAuthorSchema = z.object({
  /** The member (user id); null for a news item or an expert with no account. */
  userId: z.nullable(int),
  /** The nickname, else 球迷{userId}; an expert's as their home shows it. */
  nickName: z.string(),
  icon: z.nullable(z.string()),
  /** The expert behind an article (their home opens from it); null for a fan. */
  expertId: z.nullable(int),
});
export type SnsAuthor = z.infer<typeof snsAuthorSchema>;

export const snsPollSchema = z.object({
  options: z.array(z.object({ id: int, text: z.string(), votes: int })),
  totalVotes: int,
  /** The viewer's vote; null when they have not voted (or are a visitor). */
  myOptionId: z.nullable(int),
});
export type SnsPoll = z.infer<typeof snsPollSchema>;

/**
 * One item of a feed (product-spec §3 "Feed message types"): a post (1), an expert's article (6), an
 * interpretation (7, `id` is the interpretation's: it opens tjInterpretation/{id}), a topic (9) or
 * news (10). Likes, replies, polls and moderation are for every kind but 7.
 */
export const feedItemSchema = z.object({
  /** The item's id within its kind: the msgId of sns calls, or the interpretation's id for 7. */
  id: int,
  kind: int,
  circleId: z.nullable(int),
  circleName: z.nullable(z.string()),
  author: snsAuthorSchema,
  /** Articles, topics and news have one; posts may (empty string when none). */
  title: z.string(),
  /** Plain text; in a feed, a post's first 140 characters (the detail has all of it). */
  content: z.string(),
  /** Picture urls to show (GET /api/sns/img/{msgId}/{seq}), at most six. */
  pictures: z.array(z.string()),
  /** A topic's picture (sns/hot-topic-detail's topicPicture); null otherwise. */
  topicPicture: z.nullable(z.string()),
  /** The topic a post belongs to; null when none. */
  topicId: z.nullable(int),
  createdAt: z.number(),
  pinned: z.boolean(),
  likeCount: int,
  replyCount: int,
  /** The viewer liked it (false for visitors). */
  liked: z.boolean(),
  poll: z.nullable(snsPollSchema),
  /** The viewer wrote it (they may delete it). */
  own: z.boolean(),
  /** For an interpretation (7): its price in coins; null for every other kind. */
  price: z.nullable(z.number()),
});
export type FeedItem = z.infer<typeof feedItemSchema>;

export const circleSchema = z.object({
  id: int,
  name: z.string(),
  intro: z.string(),
  /** 1 football, 2 basketball; null for the general circle. */
  sport: z.nullable(int),
  /** Visible posts, articles, topics and news in it. */
  postCount: int,
  /** Members who wrote in it (posts or replies). */
  memberCount: int,
});
export type Circle = z.infer<typeof circleSchema>;

export const snsTopicSchema = z.object({
  msgId: int,
  circleId: int,
  title: z.string(),
  topicPicture: z.nullable(z.string()),
  /** Posts in the topic plus replies to the topic and to its posts: its 热议 count. */
  hotDiscuss: int,
  createdAt: z.number(),
});
export type SnsTopic = z.infer<typeof snsTopicSchema>;

export const feedPageSchema = z.object({
  /** Pinned items, on the first page only (then empty), newest pin first. */
  pinned: z.array(feedItemSchema),
  list: z.array(feedItemSchema),
  pageNo: int,
  pageSize: int,
  hasMore: z.boolean(),
});
export type FeedPage = z.infer<typeof feedPageSchema>;

export const snsReplySchema = z.object({
  id: int,
  msgId: int,
  author: snsAuthorSchema,
  content: z.string(),
  createdAt: z.number(),
  /** The reply this one answers (one level: shown as 回复 @nickName); null for a reply to the post. */
  replyTo: z.nullable(z.object({ id: int, nickName: z.string() })),
  own: z.boolean(),
});
export type SnsReply = z.infer<typeof snsReplySchema>;

export const replyPageSchema = z.object({
  list: z.array(snsReplySchema),
  /** Replies visible to the viewer in all. */
  total: int,
  pageNo: int,
  pageSize: int,
  hasMore: z.boolean(),
});
export type ReplyPage = z.infer<typeof replyPageSchema>;

/** What the viewer may do with an item (computed by the server, which checks again on each call). */
export const snsPermissionsSchema = z.object({
  /** Delete: the author, or a moderator of the item's circle. */
  canDelete: z.boolean(),
  /** Pin, gag, ban: a moderator of the item's circle, never on their own item. */
  canModerate: z.boolean(),
});

export const snsDetailSchema = z.object({
  item: feedItemSchema,
  permissions: snsPermissionsSchema,
  /** The viewer has reported it already. */
  reported: z.boolean(),
  /** The viewer follows the author (false for visitors, news and one's own). */
  followingAuthor: z.boolean(),
});
export type SnsDetail = z.infer<typeof snsDetailSchema>;

// --- Reading ----------------------------------------------------------------------------------------

/** GET /api/sns/circles: every circle with its counts (the circles' list; ours). */
export const snsCircles = defineEndpoint({
  method: 'GET',
  path: '/api/sns/circles',
  access: 'anyone',
  input: noInput,
  output: z.object({ list: z.array(circleSchema) }),
});

/**
 * GET /api/sns/queryThemeInfo {circleId}: one circle's header — the circle, its moderators and its
 * hot topics (sns/index/{id}).
 */
export const queryThemeInfo = defineEndpoint({
  method: 'GET',
  path: '/api/sns/queryThemeInfo',
  access: 'anyone',
  input: z.object({ circleId: idInput }),
  output: z.object({
    circle: circleSchema,
    moderators: z.array(snsAuthorSchema),
    hotTopics: z.array(snsTopicSchema),
  }),
});

const sortInput = z._default(z.enum(['new', 'hot'], { error: SnsTextMessages.sort }), 'new');

/**
 * GET /api/sns/feed/{circleId}/{pageNo} {sort, kind}: a circle's feed (circleId 0: every circle),
 * pinned items first on page 1, then newest first (`new`) or by likes and replies (`hot`);
 * `kind` keeps one feed message type. Interpretations (7) come only in the all-circles feed
 * (circleId 0), by publish time. The viewer's blacklist is left out. `authorId` keeps one member's
 * items (我的动态 / TA的动态, with circleId 0 across every circle): newest first with no pinned
 * section and no interpretations; public, like every feed (404 sns_member_not_found for no member).
 */
export const snsFeed = defineEndpoint({
  method: 'GET',
  path: '/api/sns/feed/{circleId}/{pageNo}',
  access: 'anyone',
  input: z.object({
    circleId: countInput(INT32_MAX),
    pageNo: pageNoInput,
    sort: sortInput,
    kind: z.optional(
      z.pipe(
        int32Input({ min: 1, max: 99, error: SnsTextMessages.kind }),
        z.number().check(z.refine((k) => FEED_KIND_VALUES.includes(k), SnsTextMessages.kind)),
      ),
    ),
    authorId: z.optional(idInput),
  }),
  output: feedPageSchema,
});

/** GET /api/sns/hotTopics {circleId?}: the hottest topics (by hotDiscuss), SNS_HOT_TOPICS at most. */
export const snsHotTopics = defineEndpoint({
  method: 'GET',
  path: '/api/sns/hotTopics',
  access: 'anyone',
  input: z.object({ circleId: z.optional(idInput) }),
  output: z.object({ list: z.array(snsTopicSchema) }),
});

/** GET /api/sns/topic/{msgId}/{pageNo}: a topic (sns/hot-topic-detail) and its posts, newest first. */
export const snsTopicDetail = defineEndpoint({
  method: 'GET',
  path: '/api/sns/topic/{msgId}/{pageNo}',
  access: 'anyone',
  input: z.object({ msgId: idInput, pageNo: pageNoInput }),
  output: z.object({ topic: snsTopicSchema, item: feedItemSchema, posts: feedPageSchema }),
});

/** GET /api/querySnsNoteDetail/{msgId}: one item (sns/detail/{id}) whole, with what the viewer may do. */
export const querySnsNoteDetail = defineEndpoint({
  method: 'GET',
  path: '/api/querySnsNoteDetail/{msgId}',
  access: 'anyone',
  input: z.object({ msgId: idInput }),
  output: snsDetailSchema,
});

/** GET /api/sns/replies/{msgId}/{pageNo}: an item's replies, oldest first (a thread reads down). */
export const snsReplies = defineEndpoint({
  method: 'GET',
  path: '/api/sns/replies/{msgId}/{pageNo}',
  access: 'anyone',
  input: z.object({ msgId: idInput, pageNo: pageNoInput }),
  output: replyPageSchema,
});

/**
 * GET /api/sns/img/{msgId}/{seq}: a post's picture, to anyone who may see the post (an <img> sends no
 * header). The image itself, not the envelope; 404 when the post is gone or has no such picture.
 */
export const snsPicture = defineEndpoint({
  method: 'GET',
  path: '/api/sns/img/{msgId}/{seq}',
  access: 'anyone',
  input: z.object({ msgId: idInput, seq: countInput(SNS_MAX_PICTURES - 1) }),
  output: fileAnswer,
  answer: 'file',
});

/** The url of a post's picture (snsPicture). */
export const snsPictureUrl = (msgId: number, seq: number) => `/api/sns/img/${msgId}/${seq}`;

// --- Writing ----------------------------------------------------------------------------------------

export const snsPollInput = z.object({
  options: z
    .array(
      z.pipe(
        z.string({ error: SnsTextMessages.pollOptions }),
        z.pipe(
          z.transform((v: string) => v.trim()),
          z.string().check(
            z.refine(
              (v) => textRuleProblem(v, { min: 1, max: SNS_POLL_OPTION_MAX }, false) === null,
              {
                error: SnsTextMessages.pollOptions,
              },
            ),
          ),
        ),
      ),
      { error: SnsTextMessages.pollOptions },
    )
    .check(
      z.minLength(SNS_POLL_MIN_OPTIONS, { error: SnsTextMessages.pollOptions }),
      z.maxLength(SNS_POLL_MAX_OPTIONS, { error: SnsTextMessages.pollOptions }),
      z.refine((o) => new Set(o).size === o.length, { error: SnsTextMessages.pollDuplicate }),
    ),
});

/**
 * POST /api/user/sns/publish: a post (kind 1) in a circle, with up to six pictures (the fan's own
 * uploads, comma-separated as feedback's picturePath: 只能上传6张图片, 图片url为空), an optional title,
 * topic and poll. `requestId` makes a retried tap post once.
 */
export const snsPublish = defineEndpoint({
  method: 'POST',
  path: '/api/user/sns/publish',
  access: 'writer',
  input: z.object({
    circleId: idInput,
    content: snsPostText,
    title: z.optional(snsTitleText),
    picturePath: pictureListInput,
    topicId: z.optional(idInput),
    poll: z.optional(snsPollInput),
    requestId: requestIdInput,
  }),
  output: z.object({ msgId: int, createdAt: z.number(), repeated: z.boolean() }),
});

/**
 * POST /api/user/sns/reply {msgId, content, replyId?}: a reply to an item, or to one of its replies
 * (one level: a reply to a reply answers the same item). The author is told in the message centre.
 */
export const snsReply = defineEndpoint({
  method: 'POST',
  path: '/api/user/sns/reply',
  access: 'writer',
  input: z.object({
    msgId: idInput,
    content: snsReplyText,
    replyId: z.optional(idInput),
    requestId: requestIdInput,
  }),
  output: snsReplySchema,
});

/** The social refusal codes (server/features/social/refusals.ts says what the fan reads). */
export const SNS_REFUSAL_CODES = {
  circleNotFound: 'sns_circle_not_found',
  notFound: 'sns_not_found',
  replyNotFound: 'sns_reply_not_found',
  topicNotFound: 'sns_topic_not_found',
  gagged: 'sns_gagged',
  banned: 'sns_banned',
  postLimit: 'sns_post_limit',
  replyLimit: 'sns_reply_limit',
  notModerator: 'sns_not_moderator',
  notAllowed: 'sns_not_allowed',
  self: 'sns_self',
  noPoll: 'sns_no_poll',
  pollOption: 'sns_poll_option',
  voted: 'sns_voted',
  blocked: 'sns_blocked',
  memberNotFound: 'sns_member_not_found',
  notLikeable: 'sns_not_likeable',
} as const;
