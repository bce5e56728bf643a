import {
  MAX_DELETE_IDS,
  messageConfigSchema,
  messageCountsSchema,
  messagePageSchema,
  snsCountsSchema,
  type MessageConfig,
  type MessageCounts,
  type MessagePage,
  type SnsCounts,
} from '@contracts/messages';
import { z } from 'zod/mini';
import { call } from '@shared/http';

/** POST /api/msg/queryMsgCount: unread and the newest message of every list. */
export function fetchMessageCounts(signal?: AbortSignal): Promise<MessageCounts> {
  return call('/api/msg/queryMsgCount', messageCountsSchema, { method: 'POST', body: {}, signal });
}

/** GET /api/msg/queryMsg/{subType}/{pageNo}: a page of one list, newest first. */
export function fetchMessagePage(
  subType: number,
  pageNo: number,
  beforeId: number | null,
  signal?: AbortSignal,
): Promise<MessagePage> {
  // After the first page, the last id shown says where to go on: deletes do not shift it.
  return call(`/api/msg/queryMsg/${subType}/${pageNo}`, messagePageSchema, {
    params: { beforeId },
    signal,
  });
}

/** POST /api/msg/batchDisableMsg: deletes the fan's messages, MAX_DELETE_IDS a call. */
export async function deleteMessages(ids: readonly number[]): Promise<{ removed: number }> {
  let removed = 0;
  for (let at = 0; at < ids.length; at += MAX_DELETE_IDS) {
    const done = await call('/api/msg/batchDisableMsg', z.object({ removed: z.int() }), {
      method: 'POST',
      body: { ids: ids.slice(at, at + MAX_DELETE_IDS) },
    });
    removed += done.removed;
  }
  return { removed };
}

export function fetchMessageConfig(signal?: AbortSignal): Promise<MessageConfig> {
  return call('/api/msg/queryMsgConfig', messageConfigSchema, { signal });
}

export function saveMessageConfig(config: MessageConfig): Promise<MessageConfig> {
  return call('/api/msg/modifyMsgConfig', messageConfigSchema, { method: 'POST', body: config });
}

/** POST /api/sns-new/message/getMessageNum: comments, likes and follows since the given times. */
export function fetchSnsCounts(times: {
  commentTime: number;
  likeTime: number;
  followTime: number;
}): Promise<SnsCounts> {
  return call('/api/sns-new/message/getMessageNum', snsCountsSchema, {
    method: 'POST',
    body: times,
  });
}
