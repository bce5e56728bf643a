import {
  MESSAGE_REFUSAL_CODES,
  MESSAGE_SUB_TYPES,
  attentionCount,
  batchDisableMsg,
  existNewMsgByList,
  existNewMsgSince,
  getMessageNum,
  modifyMsgConfig,
  queryMsg,
  queryMsgConfig,
  queryMsgCount,
  readMsg,
} from '../../../contracts/messages';
import type { Database } from '../../db/database';
import { provedByHeader } from '../../platform/auth/authenticate';
import { done, refused } from '../../platform/refusals';
import type { Router } from '../../platform/route';
import { messageConfigOf } from './notify';
import {
  disableMessages,
  messageCounts,
  messagePage,
  readMessage,
  saveMessageConfig,
  snsCounts,
  unreadCount,
} from './queries';

const notFound = { status: 404, code: MESSAGE_REFUSAL_CODES.notFound, msg: '消息不存在或已删除' };

/**
 * The message calls (calls-errors-spec §7.4, contracts/messages.ts). Messages need login (product-spec
 * §6): reading is allowed with the cookie, changes (delete, settings, reading one) need the header.
 */
export function messageRoutes(route: Router, deps: { db: Database }): void {
  const { db } = deps;

  route(existNewMsgSince, async ({ time }, { caller }) =>
    done({ count: await unreadCount(db, caller.userId, time) }),
  );

  route(existNewMsgByList, async ({ lists }, { caller }) => {
    const counts = await messageCounts(db, caller.userId);
    const list = lists.map(({ id, timestamp }) => {
      const entry = counts.list.find((l) => l.subType === id);
      const newer = entry?.latestAt !== null && (entry?.latestAt ?? 0) > timestamp;
      return { id, count: newer ? (entry?.unread ?? 0) : 0 };
    });
    return done({ list });
  });

  route(attentionCount, async (_input, { caller }) => {
    const counts = await messageCounts(db, caller.userId);
    const notices = counts.list.find((l) => l.subType === MESSAGE_SUB_TYPES.notice);
    return done({ count: notices?.unread ?? 0 });
  });

  route(queryMsgCount, async (_input, { caller }) => done(await messageCounts(db, caller.userId)));

  route(queryMsg, async (input, { caller, request, now }) =>
    done(
      await messagePage(db, {
        userId: caller.userId,
        subType: input.subType,
        pageNo: input.pageNo,
        beforeId: input.beforeId,
        // Reading marks read only when the token came in a header: a cross-site image carries
        // the cookie and must not mark a fan's messages read.
        markRead: provedByHeader(request),
        now,
      }),
    ),
  );

  route(batchDisableMsg, async ({ ids }, { caller }) =>
    done({ removed: await disableMessages(db, caller.userId, ids) }),
  );

  route(queryMsgConfig, async (_input, { caller }) =>
    done(await messageConfigOf(db, caller.userId)),
  );

  route(modifyMsgConfig, async (config, { caller, now }) => {
    await saveMessageConfig(db, { userId: caller.userId, config, now });
    return done(config);
  });

  route(readMsg, async ({ id }, { caller, now }) => {
    const message = await readMessage(db, { userId: caller.userId, id, now });
    return message ? done(message) : refused(notFound);
  });

  route(getMessageNum, async (times, { caller }) =>
    done(await snsCounts(db, caller.userId, times)),
  );
}
