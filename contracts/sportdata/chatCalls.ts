import { z } from 'zod/mini';
import { defineGatewayCall } from '../gateway';
import { bigIdInput, idInput } from '../inputs';
import { safeIntInput } from '../integers';
import { bigIdOrZeroArg, flagArg, intArg, pageSizeArg } from './args';
import { chatContentSchema, chatRoomInfoSchema, onlineCountSchema } from './matches';

/**
 * The chat room's gateway calls (calls-errors-spec §7.1, docs/api.md "Chat"): the room with its
 * latest messages, a page of messages (to catch up after a reconnect, or to read older ones), and
 * the online count. The socket's own wire is contracts/chat.ts.
 */

/** roomType of a match's chat room: 1 football, 2 basketball (the match's race type). */
const roomTypeArg = z.pipe(intArg, z.number().check(z.gte(1), z.lte(2)));

/** The latest time a JavaScript Date (and so a SQL timestamp the server builds) can hold. */
const MAX_DATE_MS = 8_640_000_000_000_000;

/** A time in ms (number or digits); 0 when absent. */
const msArg = z._default(safeIntInput({ min: 0, max: MAX_DATE_MS }), 0);

/** The room (a match) with its online count and, with needNearMsgList, its latest messages. */
export const getChatroomInfoApi = defineGatewayCall(
  'getChatroomInfoApi',
  z.looseObject({
    roomType: roomTypeArg,
    roomTypeId: idInput,
    needNearMsgList: z.optional(flagArg),
  }),
  chatRoomInfoSchema,
);

/**
 * A page of a room's messages. userId is the reader's (the spec's argument; the content is the same
 * for everyone). Ours, beside the spec's `ct`: `afterId` (what came after a message, oldest first,
 * page by page: the catch-up after a reconnect) and `beforeId` (the page of older ones a reader
 * scrolling up asks for). With neither, `ct` > 0 pages forward from that time, and nothing at all
 * answers the latest page. Message ids are bigserial.
 */
export const getChatroomUserContentApi = defineGatewayCall(
  'getChatroomUserContentApi',
  z.looseObject({
    // Every gateway body carries the app's userId, '' for a visitor (src/shared/http/sportdata.ts).
    userId: z.optional(z.union([idInput, z.literal('')])),
    ct: msArg,
    afterId: z.optional(bigIdOrZeroArg),
    beforeId: z.optional(bigIdInput),
    roomType: roomTypeArg,
    roomTypeId: idInput,
    pageSize: pageSizeArg(50),
  }),
  chatContentSchema,
);

/** Who is in a match's room now: sockets plus the crowd's fans. */
export const getChatroomOnlineCountApi = defineGatewayCall(
  'getChatroomOnlineCountApi',
  z.looseObject({ matchId: idInput, sportType: z._default(roomTypeArg, 1) }),
  onlineCountSchema,
);
