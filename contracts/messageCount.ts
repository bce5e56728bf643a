import { z } from 'zod/mini';
import { defineEndpoint } from './endpoint';
import { int32, safeIntInput } from './integers';

/** The largest time (ms) a message call takes: the latest a JavaScript Date can hold. */
export const MAX_TIME_MS = 8.64e15;

/**
 * GET /api/msg/existNewMsg/{time}: unread messages newer than `time` — the 60-second poll's answer
 * (issue 9 item 5). Its own file: the poll loads with the tab bar, the other message contracts
 * with the message centre.
 */
export const newMessageCountSchema = z.object({ count: int32({ min: 0 }) });

/** GET /api/msg/existNewMsg/{time}: the unread count the 60-second poll shows as the dot on 我的. */
export const existNewMsgSince = defineEndpoint({
  method: 'GET',
  path: '/api/msg/existNewMsg/{time}',
  access: 'reader',
  input: z.object({ time: safeIntInput({ min: 0, max: MAX_TIME_MS }) }),
  output: newMessageCountSchema,
});
