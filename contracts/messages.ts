import { z } from 'zod/mini';

/**
 * Messages (issue 9; calls-errors-spec §7.4, product-spec §2 "Message centre"): the lists by sub
 * type, the counts the 60-second poll reads, the settings, and the content JSON.
 */

/** The seeded sub types 3 to 8 (product-spec §9), one list page each. */
export const MESSAGE_SUB_TYPES = {
  system: 3,
  activity: 4,
  notice: 5,
  officialPlan: 6,
  community: 7,
  letter: 8,
} as const;
export type MessageSubType = (typeof MESSAGE_SUB_TYPES)[keyof typeof MESSAGE_SUB_TYPES];
export const SUB_TYPE_VALUES: readonly number[] = Object.values(MESSAGE_SUB_TYPES);

export const MESSAGE_PAGE_SIZE = 20;
/** At most this many ids in one batchDisableMsg. */
export const MAX_DELETE_IDS = 200;

const int = z.int();

export const messageSchema = z.object({
  id: int,
  subType: int,
  title: z.string(),
  /** JSON: { text, link?, likeLevel? (sub type 7), kind? } (see messageContentSchema). */
  content: z.string(),
  createdAt: z.number(),
  read: z.boolean(),
});
export type Message = z.infer<typeof messageSchema>;

/** What a message's content JSON holds; the app reads it with this and shows `text` as text. */
export const messageContentSchema = z.object({
  text: z.string(),
  /** A hash route inside the app (`#/match-detail?matchId=1`), never an outside address. */
  link: z.optional(z.string().check(z.regex(/^#\/(?!\/)[\w\-/?=&.%]*$/))),
  /** Sub type 7: the like's level (1 like, 2 super like, 3 mega like). */
  likeLevel: z.optional(z.int().check(z.gte(1), z.lte(3))),
  /** What made it: kickoff, full_time, award, like, follow, reply, welcome… */
  kind: z.optional(z.string()),
});
export type MessageContent = z.infer<typeof messageContentSchema>;

export const messagePageSchema = z.object({
  list: z.array(messageSchema),
  pageNo: int,
  pageSize: int,
  hasMore: z.boolean(),
});
export type MessagePage = z.infer<typeof messagePageSchema>;

export { newMessageCountSchema } from './messageCount';

/** POST /api/msg/queryMsgCount: unread per sub type, with each list's newest message. */
export const messageCountsSchema = z.object({
  total: int,
  list: z.array(
    z.object({
      subType: int,
      unread: int,
      latestTitle: z.nullable(z.string()),
      latestAt: z.nullable(z.number()),
    }),
  ),
});
export type MessageCounts = z.infer<typeof messageCountsSchema>;

/** queryMsgConfig / modifyMsgConfig: which messages a fan wants. */
export const messageConfigSchema = z.object({
  /** A followed match kicks off. */
  matchStart: z.boolean(),
  /** A followed match ends. */
  matchEnd: z.boolean(),
  /** Activities: red-packet awards, campaigns. */
  activity: z.boolean(),
  /** Likes and follows. */
  community: z.boolean(),
  /** Replies and letters. */
  letter: z.boolean(),
});
export type MessageConfig = z.infer<typeof messageConfigSchema>;
export const DEFAULT_MESSAGE_CONFIG: MessageConfig = {
  matchStart: true,
  matchEnd: true,
  activity: true,
  community: true,
  letter: true,
};

export const batchDisableSchema = z.object({
  ids: z.array(z.int().check(z.gte(1))).check(z.minLength(1), z.maxLength(MAX_DELETE_IDS)),
});

/** The largest time (ms) a message call takes: the latest a JavaScript Date can hold. */
export const MAX_TIME_MS = 8.64e15;
const time = z._default(z.number().check(z.nonnegative(), z.lte(MAX_TIME_MS)), 0);

/** POST /api/sns-new/message/getMessageNum: what came since the fan last looked (per-user times). */
export const snsTimesSchema = z.object({
  commentTime: time,
  likeTime: time,
  followTime: time,
});
export const snsCountsSchema = z.object({ commentNum: int, likeNum: int, followNum: int });
export type SnsCounts = z.infer<typeof snsCountsSchema>;

/** Messages of calls-errors-spec §8 (Chinese text of the English meaning). */
export const MESSAGE_TEXTS = {
  loadFailed: '系统错误，请稍后再试！',
  selectToDelete: '请选择要删除的消息',
  confirmDelete: '确定删除消息？',
} as const;
