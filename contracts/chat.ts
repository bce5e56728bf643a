import { z } from 'zod/mini';
import { hasHtmlTag } from './userText';
import { defineEndpoint } from './endpoint';
import { countInput, idInput } from './inputs';
import { int32 } from './integers';
import { chatMessageSchema } from './sportdata/matches';

/**
 * The chat socket's wire (issue 8): the socket.io namespace, its events and their payloads, shared by
 * the client (realtime/, src/features/chat) and the server (server/features/chat). Every payload
 * is parsed on arrival, both ways. docs/decisions/chat.md explains the choices.
 */

export const CHAT_NAMESPACE = '/chat';

export const CHAT_EVENTS = {
  /** Client → server, acknowledged with `joinAckSchema`. */
  join: 'room:join',
  /** Client → server. */
  leave: 'room:leave',
  /** Client → server, acknowledged with `chatSendAckSchema`. */
  send: 'chat:send',
  /** Server → client: a message stored in a room the socket is in. */
  message: 'chat:message',
  /** Server → client: a room's online count changed. */
  online: 'room:online',
  /** Server → client: this user was muted or unmuted (told at once, not at the next send). */
  muted: 'chat:muted',
} as const;

/** Messages getChatroomInfoApi returns with a room: the first screen of the chat. */
export const CHAT_NEAR_MESSAGES = 30;

/** A message's longest text, in characters (code points), after trimming. */
export const CHAT_MAX_LENGTH = 200;
/** Per user: at most this many messages in CHAT_RATE_WINDOW_MS, over all rooms. */
export const CHAT_RATE_LIMIT = 5;
export const CHAT_RATE_WINDOW_MS = 10_000;
/** How long an administrator's mute lasts unless lifted: the spec's ban default (product-spec §9). */
export const CHAT_MUTE_MS = 7 * 24 * 60 * 60 * 1000;

const int = int32();

export const roomRefSchema = z.object({
  /** 1 a football match's room, 2 a basketball match's. */
  roomType: int32({ min: 1, max: 2 }),
  /** The match id. */
  roomTypeId: int32({ min: 1 }),
});
export type RoomRef = z.infer<typeof roomRefSchema>;

/** The socket.io room a match's chat lives in, on the server. */
export const roomName = (room: RoomRef): string => `match:${room.roomType}:${room.roomTypeId}`;

export const CLIENT_MSG_ID = /^[A-Za-z0-9_-]{8,64}$/;

export const chatSendSchema = z.object({
  roomType: roomRefSchema.shape.roomType,
  roomTypeId: roomRefSchema.shape.roomTypeId,
  /** The sender's id for this message: a retry with the same id is stored once. */
  clientMsgId: z.string().check(z.regex(CLIENT_MSG_ID)),
  content: z.string().check(z.maxLength(4 * CHAT_MAX_LENGTH)),
});
export type ChatSend = z.infer<typeof chatSendSchema>;

/** A stored message, as broadcast and as the gateway pages it (with the sender's clientMsgId). */
export const chatWireMessageSchema = chatMessageSchema;
export type ChatWireMessage = z.infer<typeof chatWireMessageSchema>;

/** Why a send or a join was refused (the ack's code), each with a message that says what to do. */
export const CHAT_REFUSALS = {
  login_required: '登录后才能发言',
  bad_payload: '消息格式不正确，请重试',
  empty: '请输入消息内容',
  too_long: `消息最多 ${CHAT_MAX_LENGTH} 个字，请删减后再发`,
  html_not_allowed: '消息只能是文字，不能包含 HTML 标签',
  rate_limited: '发言太快了，请稍后再发',
  too_many_rooms: '同时打开的聊天室太多了，请先关闭一些',
  muted: '你已被管理员禁言',
  not_in_room: '请先进入聊天室',
  room_not_found: '聊天室不存在',
  system_error: '系统错误，请稍后再试',
} as const;
export type ChatRefusal = keyof typeof CHAT_REFUSALS;

/** The chat refusals the gateway's chat calls answer too (CHAT_REFUSALS holds their text). */
export const CHAT_REFUSAL_CODES = {
  roomNotFound: 'room_not_found',
} as const satisfies Record<string, ChatRefusal>;

/** Why the server refused the connection itself (the connect_error's `data.code`). */
export const CHAT_CONNECT_REFUSALS = {
  token_invalid: '登录已失效，请重新登录',
  origin_not_allowed: '来源不被允许',
  /** One address holds this server's cap of connections (CHAT_MAX_PER_ADDRESS). */
  too_many_connections: '当前网络连接数过多，请关闭其他页面后重试',
  server_shutting_down: '服务器正在重启，请稍后再试',
} as const;
export type ChatConnectRefusal = keyof typeof CHAT_CONNECT_REFUSALS;

export const connectRefusalSchema = z.object({ code: z.string(), msg: z.string() });

const refusalFields = {
  ok: z.literal(false),
  code: z.string(),
  msg: z.string(),
};

export const chatSendAckSchema = z.union([
  z.object({ ok: z.literal(true), message: chatWireMessageSchema }),
  z.object({
    ...refusalFields,
    /** For `muted`: until when (ms, server time). */
    mutedUntil: z.optional(z.nullable(z.number())),
  }),
]);
export type ChatSendAck = z.infer<typeof chatSendAckSchema>;

export const joinAckSchema = z.union([
  z.object({ ok: z.literal(true), onlineCount: int }),
  z.object(refusalFields),
]);
export type JoinAck = z.infer<typeof joinAckSchema>;

export const onlineUpdateSchema = z.object({
  roomType: int,
  roomTypeId: int,
  onlineCount: int,
});
export type OnlineUpdate = z.infer<typeof onlineUpdateSchema>;

/** GET /api/char/userStatus/{userId} and the `chat:muted` event. */
export const chatUserStatusSchema = z.object({
  userId: int,
  /** 1 muted, 0 may speak. */
  status: z.union([z.literal(0), z.literal(1)]),
  /** While muted: until when (ms, server time). */
  mutedUntil: z.nullable(z.number()),
});
export type ChatUserStatus = z.infer<typeof chatUserStatusSchema>;

/** POST /api/char/chatOperateForbiddenWords: status 1 mutes, 0 lifts the mute. */
export const forbiddenWordsRequestSchema = z.object({
  userId: idInput,
  status: countInput(1),
  /** The administrator acting: must be the caller (the id alone proves nothing). */
  operateUserId: idInput,
});
export type ForbiddenWordsRequest = z.output<typeof forbiddenWordsRequestSchema>;

// The administrator's calls (calls-errors-spec §7.5; docs/api.md "Mute"). Muting changes state:
// the token must come in a header. Reading a status may go with the cookie.

/** POST /api/char/chatOperateForbiddenWords {userId, status, operateUserId} (JSON or query). */
export const chatOperateForbiddenWords = defineEndpoint({
  method: 'POST',
  path: '/api/char/chatOperateForbiddenWords',
  access: 'writer',
  input: forbiddenWordsRequestSchema,
  output: chatUserStatusSchema,
});

/** GET /api/char/userStatus/{userId}: the fan's own mute, or anyone's for an administrator. */
export const chatUserStatus = defineEndpoint({
  method: 'GET',
  path: '/api/char/userStatus/{userId}',
  access: 'reader',
  input: z.object({ userId: idInput }),
  output: chatUserStatusSchema,
});

// The text rule both sides apply: the app to say at once what is wrong, the server to enforce it.

/** Control characters (line breaks included): a chat line is one line of text. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g;
/**
 * Invisible characters that change how text around them reads: zero-widths and bidirectional
 * overrides (a name or a link can be made to read backwards). Removed, not replaced.
 */
const INVISIBLE = /[\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/g;

export type ChatTextCheck =
  { ok: true; content: string } | { ok: false; code: 'empty' | 'too_long' | 'html_not_allowed' };

/**
 * What a message's text becomes (control characters as spaces, invisible ones gone, trimmed), or why
 * it cannot be sent.
 * `a < b` and `<3` are text; `<b>` is refused rather than silently changed, so the fan knows.
 */
export function checkChatText(text: string): ChatTextCheck {
  const content = text.replace(INVISIBLE, '').replace(CONTROL, ' ').trim();
  if (content === '') return { ok: false, code: 'empty' };
  if ([...content].length > CHAT_MAX_LENGTH) return { ok: false, code: 'too_long' };
  if (hasHtmlTag(content)) return { ok: false, code: 'html_not_allowed' };
  return { ok: true, content };
}

/** Refusals of the two `/api/char/*` calls (HTTP envelopes), with what the fan should understand. */
export const CHAT_ADMIN_ERRORS = {
  no_permission: { status: 403, msg: '只有聊天室管理员可以禁言' },
  status_forbidden: { status: 403, msg: '只能查看自己的禁言状态' },
  operator_mismatch: { status: 403, msg: '操作人与当前登录账号不符' },
  user_not_found: { status: 404, msg: '用户不存在' },
  cannot_mute_self: { status: 400, msg: '不能禁言自己' },
  cannot_mute_admin: { status: 403, msg: '不能禁言其他管理员' },
} as const;
export type ChatAdminError = keyof typeof CHAT_ADMIN_ERRORS;
