import {
  CHAT_NEAR_MESSAGES,
  chatOperateForbiddenWords,
  chatUserStatus,
  type ChatUserStatus,
  type RoomRef,
} from '@contracts/chat';
import {
  getChatroomInfoApi,
  getChatroomOnlineCountApi,
  getChatroomUserContentApi,
} from '@contracts/sportdata/chatCalls';
import { call, sportdata } from '@shared/http';
import type { ChatHistory } from '@realtime';

/** Messages per page when reading back (older pages, the catch-up after a reconnect). */
export const CHAT_PAGE_SIZE = CHAT_NEAR_MESSAGES;

/**
 * A room's history over the sport-data gateway (calls-errors-spec §7.1): the room with its latest
 * messages (getChatroomInfoApi), then pages by id (getChatroomUserContentApi with afterId or
 * beforeId, docs/api.md "Chat").
 */
export const gatewayHistory: ChatHistory = {
  async latest(room) {
    const info = await sportdata(getChatroomInfoApi, { ...room, needNearMsgList: 1 });
    // The first screen is the latest page: more lie before it when it is full.
    return { messages: info.nearMsgList, hasMore: info.nearMsgList.length >= CHAT_NEAR_MESSAGES };
  },
  async after(room, afterId) {
    const page = await sportdata(getChatroomUserContentApi, {
      ...room,
      afterId,
      pageSize: CHAT_PAGE_SIZE,
    });
    return { messages: page.list, hasMore: page.hasMore };
  },
  async before(room, beforeId) {
    const page = await sportdata(getChatroomUserContentApi, {
      ...room,
      beforeId,
      pageSize: CHAT_PAGE_SIZE,
    });
    return { messages: page.list, hasMore: page.hasMore };
  },
};

/** getChatroomOnlineCountApi: who is in a match's room now. */
export async function fetchOnlineCount(room: RoomRef): Promise<number> {
  const answer = await sportdata(getChatroomOnlineCountApi, {
    matchId: room.roomTypeId,
    sportType: room.roomType,
  });
  return answer.onlineCount;
}

/** GET /api/char/userStatus/{userId}: whether a user is muted, and until when. */
export function fetchMuteStatus(userId: number): Promise<ChatUserStatus> {
  return call(chatUserStatus, { userId });
}

/** POST /api/char/chatOperateForbiddenWords: an administrator mutes (1) or lifts a mute (0). */
export function setMute(
  userId: number,
  status: 0 | 1,
  operateUserId: number,
): Promise<ChatUserStatus> {
  return call(chatOperateForbiddenWords, { userId, status, operateUserId });
}
