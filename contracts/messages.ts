import { z } from 'zod/mini';
import { defineEndpoint, noInput } from './endpoint';
import { bigIdInput, countInput, pageNoInput } from './inputs';
import { int32, safeInt } from './integers';

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

const int = int32();

export const messageSchema = z.object({
  /** bigserial. */
  id: safeInt({ min: 1 }),
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
  likeLevel: z.optional(int32({ min: 1, max: 3 })),
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

export { existNewMsgSince, MAX_TIME_MS, newMessageCountSchema } from './messageCount';
import { MAX_TIME_MS, newMessageCountSchema } from './messageCount';

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
  ids: z.array(bigIdInput).check(z.minLength(1), z.maxLength(MAX_DELETE_IDS)),
});

const time = z._default(safeInt({ min: 0, max: MAX_TIME_MS }), 0);

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

// The endpoints of the message centre (calls-errors-spec §7.4). Every one needs login (product-spec
// §6); reading may go with the cookie, a change needs the token in a header.

/** POST /api/msg/existNewMsg [{id: subType, timestamp}] → per list, how many came since. */
export const existNewMsgByList = defineEndpoint({
  method: 'POST',
  path: '/api/msg/existNewMsg',
  access: 'reader',
  bodyField: 'lists',
  input: z.object({
    lists: z
      .array(
        z.object({
          id: int32({ min: 0, max: 99 }),
          timestamp: safeInt({ min: 0, max: MAX_TIME_MS }),
        }),
      )
      .check(z.maxLength(SUB_TYPE_VALUES.length)),
  }),
  output: z.object({ list: z.array(z.object({ id: int, count: int })) }),
});

/** GET /api/msg/attention: unread notices of followed matches (the 关注 list's dot). */
export const attentionCount = defineEndpoint({
  method: 'GET',
  path: '/api/msg/attention',
  access: 'reader',
  input: noInput,
  output: newMessageCountSchema,
});

/** POST /api/msg/queryMsgCount: unread and the newest message of every list. */
export const queryMsgCount = defineEndpoint({
  method: 'POST',
  path: '/api/msg/queryMsgCount',
  access: 'reader',
  input: noInput,
  output: messageCountsSchema,
});

/**
 * GET /api/msg/queryMsg/{subType}/{pageNo}: a page of one list, newest first. After the first page,
 * `beforeId` (the last id shown) says where to go on, so deletes do not shift the pages. Reading
 * marks read only when the token came in a header (a cross-site image carries just the cookie).
 */
export const queryMsg = defineEndpoint({
  method: 'GET',
  path: '/api/msg/queryMsg/{subType}/{pageNo}',
  access: 'reader',
  input: z.object({
    subType: z.pipe(
      countInput(99),
      z.number().check(z.refine((n) => SUB_TYPE_VALUES.includes(n), '没有这类消息')),
    ),
    pageNo: pageNoInput,
    beforeId: z.optional(bigIdInput),
  }),
  output: messagePageSchema,
});

/** POST /api/msg/batchDisableMsg {ids}: deletes the fan's messages, MAX_DELETE_IDS a call. */
export const batchDisableMsg = defineEndpoint({
  method: 'POST',
  path: '/api/msg/batchDisableMsg',
  access: 'writer',
  input: batchDisableSchema,
  output: z.object({ removed: int }),
});

export const queryMsgConfig = defineEndpoint({
  method: 'GET',
  path: '/api/msg/queryMsgConfig',
  access: 'reader',
  input: noInput,
  output: messageConfigSchema,
});

export const modifyMsgConfig = defineEndpoint({
  method: 'POST',
  path: '/api/msg/modifyMsgConfig',
  access: 'writer',
  input: messageConfigSchema,
  output: messageConfigSchema,
});

/** GET /api/msg/asynchronousAddMsgInfo/{id}: one message (from a notification), marked read. */
export const readMsg = defineEndpoint({
  method: 'GET',
  path: '/api/msg/asynchronousAddMsgInfo/{id}',
  access: 'writer',
  input: z.object({ id: bigIdInput }),
  output: messageSchema,
});

/** POST /api/sns-new/message/getMessageNum: comments, likes and follows since the fan's times. */
export const getMessageNum = defineEndpoint({
  method: 'POST',
  path: '/api/sns-new/message/getMessageNum',
  access: 'reader',
  input: snsTimesSchema,
  output: snsCountsSchema,
});

/** The message centre's refusal codes. */
export const MESSAGE_REFUSAL_CODES = { notFound: 'message_not_found' } as const;
