import { and, desc, eq, gt } from 'drizzle-orm';
import { z } from 'zod/mini';
import { flagArg, idArg, intArg, pageSizeArg } from '../../../contracts/sportdata/args';
import type { ChatMessage } from '../../../contracts/sportdata/matches';
import type { Database } from '../../db/database';
import { chatMessages, users } from '../../db/schema';
import { defineApi, type GatewayApis } from '../sportdata/api';
import { GatewayError } from '../sportdata/errors';
import { oneMatchOrNull } from '../matches/rows';
import type { RoomPresence } from './presence';

/** Messages returned with a room's info: enough to fill the first screen. */
export const NEAR_MESSAGES = 30;

/** roomType of a match's chat room: 1 football, 2 basketball (the match's race type). */
const roomTypeArg = z.pipe(intArg, z.number().check(z.gte(1), z.lte(2)));

async function messages(
  db: Database,
  where: ReturnType<typeof and>,
  limit: number,
): Promise<ChatMessage[]> {
  const rows = await db
    .select({
      m: chatMessages,
      nickName: users.nickName,
      account: users.account,
      userIcon: users.userIcon,
    })
    .from(chatMessages)
    .innerJoin(users, eq(users.id, chatMessages.userId))
    .where(where)
    .orderBy(desc(chatMessages.id))
    .limit(limit);
  // Oldest first, as a chat reads.
  return rows.reverse().map(({ m, nickName, account, userIcon }) => ({
    id: m.id,
    roomType: m.roomType,
    roomTypeId: m.roomTypeId,
    userId: m.userId,
    nickName: nickName ?? account,
    userIcon,
    content: m.content,
    createdAt: m.createdAt.getTime(),
  }));
}

export function chatApis(presence: RoomPresence): GatewayApis {
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
        return {
          roomType,
          roomTypeId,
          roomName: `${match.homeTeamName} VS ${match.awayTeamName} 聊天室`,
          onlineCount: presence.count(roomType, roomTypeId),
          nearMsgList: needNearMsgList
            ? await messages(
                db,
                and(eq(chatMessages.roomType, roomType), eq(chatMessages.roomTypeId, roomTypeId)),
                NEAR_MESSAGES,
              )
            : [],
        };
      },
    ),
    /**
     * A room's messages after `ct` (ms; 0 or absent: the latest), to catch up after a reconnect.
     * userId is the reader's, kept for the spec's argument list; content is the same for everyone.
     */
    getChatroomUserContentApi: defineApi(
      z.looseObject({
        userId: z.optional(idArg),
        ct: z._default(
          z.pipe(
            z.union([z.number(), z.string().check(z.regex(/^\d{1,15}$/))]),
            z.transform(Number),
          ),
          0,
        ),
        roomType: roomTypeArg,
        roomTypeId: idArg,
        pageSize: pageSizeArg(50),
      }),
      async ({ ct, roomType, roomTypeId, pageSize }, { db, clock }) => {
        const list = await messages(
          db,
          and(
            eq(chatMessages.roomType, roomType),
            eq(chatMessages.roomTypeId, roomTypeId),
            gt(chatMessages.createdAt, new Date(ct)),
          ),
          pageSize,
        );
        return { list, ct: list.at(-1)?.createdAt ?? (ct || clock.now()) };
      },
    ),
    getChatroomOnlineCountApi: defineApi(
      z.looseObject({ matchId: idArg, sportType: z._default(roomTypeArg, 1) }),
      ({ matchId, sportType }) =>
        Promise.resolve({ matchId, onlineCount: presence.count(sportType, matchId) }),
    ),
  };
}
