import {
  CHAT_NEAR_MESSAGES,
  CHAT_REFUSAL_CODES,
  CHAT_REFUSALS,
  type RoomRef,
} from '../../../contracts/chat';
import * as chatCalls from '../../../contracts/sportdata/chatCalls';
import { defineApi, gatewayRegistry, type GatewayApis } from '../../platform/gateway/api';
import { GatewayError } from '../../platform/gateway/errors';
import { oneMatchOrNull } from '../matches';
import { afterId, afterTime, beforeId, roomMessages } from './messages';

/** Who is in a room now: sockets plus the crowd's fans (ChatHub.onlineCount). */
export type OnlineCount = (room: RoomRef) => number;

/**
 * The chat room's gateway calls (calls-errors-spec §7.1): the room with its latest messages, a page
 * of messages (to catch up after a reconnect, or to read older ones), and the online count.
 */
export function chatApis(onlineCount: OnlineCount): GatewayApis {
  return gatewayRegistry([
    defineApi(
      chatCalls.getChatroomInfoApi,
      async ({ roomType, roomTypeId, needNearMsgList }, { db }) => {
        const match = await oneMatchOrNull(db, roomTypeId);
        if (!match || match.sportType !== roomType)
          throw new GatewayError(
            404,
            CHAT_REFUSAL_CODES.roomNotFound,
            CHAT_REFUSALS[CHAT_REFUSAL_CODES.roomNotFound],
          );
        const room = { roomType, roomTypeId };
        return {
          roomType,
          roomTypeId,
          roomName: `${match.homeTeamName} VS ${match.awayTeamName} 聊天室`,
          onlineCount: onlineCount(room),
          nearMsgList: needNearMsgList
            ? await roomMessages(db, room, { limit: CHAT_NEAR_MESSAGES, from: 'newest' })
            : [],
        };
      },
    ),
    // A page of a room's messages: by beforeId, by afterId, forward from ct, or the latest page.
    defineApi(chatCalls.getChatroomUserContentApi, async (args, { db, clock }) => {
      const room = { roomType: args.roomType, roomTypeId: args.roomTypeId };
      // One more than asked tells whether there is more, without counting.
      const limit = args.pageSize + 1;
      const page =
        args.beforeId !== undefined
          ? await roomMessages(db, room, {
              where: beforeId(args.beforeId),
              limit,
              from: 'newest',
            })
          : args.afterId !== undefined
            ? await roomMessages(db, room, {
                where: afterId(args.afterId),
                limit,
                from: 'oldest',
              })
            : args.ct > 0
              ? await roomMessages(db, room, { where: afterTime(args.ct), limit, from: 'oldest' })
              : await roomMessages(db, room, { limit, from: 'newest' });
      const hasMore = page.length > args.pageSize;
      const forward = args.beforeId === undefined && (args.afterId !== undefined || args.ct > 0);
      // Drop the extra one from the far end of the direction asked.
      const list = hasMore ? (forward ? page.slice(0, -1) : page.slice(1)) : page;
      const ct = list.at(-1)?.createdAt ?? (args.ct || clock.now());
      return { list, ct, hasMore };
    }),
    defineApi(chatCalls.getChatroomOnlineCountApi, ({ matchId, sportType }) =>
      Promise.resolve({
        matchId,
        onlineCount: onlineCount({ roomType: sportType, roomTypeId: matchId }),
      }),
    ),
  ]);
}
