import { z } from 'zod/mini';
import { CHAT_NEAR_MESSAGES, type RoomRef } from '../../../contracts/chat';
import { flagArg, idArg, intArg, pageSizeArg } from '../../../contracts/sportdata/args';
import { defineApi, type GatewayApis } from '../../platform/gateway/api';
import { GatewayError } from '../../platform/gateway/errors';
import { oneMatchOrNull } from '../matches/rows';
import { afterId, afterTime, beforeId, roomMessages } from './messages';

/** roomType of a match's chat room: 1 football, 2 basketball (the match's race type). */
const roomTypeArg = z.pipe(intArg, z.number().check(z.gte(1), z.lte(2)));

/** A time in ms (number or digits); 0 when absent. */
const msArg = z._default(
  z.pipe(
    z.union([z.number().check(z.int(), z.nonnegative()), z.string().check(z.regex(/^\d{1,15}$/))]),
    z.transform(Number),
  ),
  0,
);

/** Who is in a room now: sockets plus the crowd's fans (ChatHub.onlineCount). */
export type OnlineCount = (room: RoomRef) => number;

/**
 * The chat room's gateway calls (calls-errors-spec §7.1): the room with its latest messages, a page
 * of messages (to catch up after a reconnect, or to read older ones), and the online count.
 */
export function chatApis(onlineCount: OnlineCount): GatewayApis {
  return {
    getChatroomInfoApi: defineApi(
      z.looseObject({
        roomType: roomTypeArg,
        roomTypeId: idArg,
        needNearMsgList: z.optional(flagArg),
      }),
      async ({ roomType, roomTypeId, needNearMsgList }, { db }) => {
        const match = await oneMatchOrNull(db, roomTypeId);
        if (!match || match.sportType !== roomType)
          throw new GatewayError(404, 'room_not_found', '聊天室不存在');
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
    /**
     * A page of a room's messages. userId is the reader's (the spec's argument; the content is the
     * same for everyone). Ours, beside the spec's `ct`: `afterId` (what came after a message, oldest
     * first, page by page: the catch-up after a reconnect) and `beforeId` (the page of older ones a
     * reader scrolling up asks for). With neither, `ct` > 0 pages forward from that time, and
     * nothing at all answers the latest page.
     */
    getChatroomUserContentApi: defineApi(
      z.looseObject({
        userId: z.optional(idArg),
        ct: msArg,
        afterId: z.optional(z.pipe(intArg, z.number())),
        beforeId: z.optional(idArg),
        roomType: roomTypeArg,
        roomTypeId: idArg,
        pageSize: pageSizeArg(50),
      }),
      async (args, { db, clock }) => {
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
      },
    ),
    getChatroomOnlineCountApi: defineApi(
      z.looseObject({ matchId: idArg, sportType: z._default(roomTypeArg, 1) }),
      ({ matchId, sportType }) =>
        Promise.resolve({
          matchId,
          onlineCount: onlineCount({ roomType: sportType, roomTypeId: matchId }),
        }),
    ),
  };
}
