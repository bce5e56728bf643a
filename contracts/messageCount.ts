import { z } from 'zod/mini';

/**
 * GET /api/msg/existNewMsg/{time}: unread messages newer than `time` — the 60-second poll's answer
 * (issue 9 item 5). Its own file: the poll loads with the tab bar, the other message contracts
 * with the message centre.
 */
export const newMessageCountSchema = z.object({ count: z.int() });
