import {
  MAX_DELETE_IDS,
  batchDisableMsg,
  getMessageNum,
  modifyMsgConfig,
  queryMsg,
  queryMsgConfig,
  queryMsgCount,
  type MessageConfig,
  type MessageCounts,
  type MessagePage,
  type SnsCounts,
} from '@contracts/messages';
import { call } from '@shared/http';

/** Unread and the newest message of every list. */
export function fetchMessageCounts(signal?: AbortSignal): Promise<MessageCounts> {
  return call(queryMsgCount, {}, { signal });
}

/** A page of one list, newest first. */
export function fetchMessagePage(
  subType: number,
  pageNo: number,
  beforeId: number | null,
  signal?: AbortSignal,
): Promise<MessagePage> {
  // After the first page, the last id shown says where to go on: deletes do not shift it.
  return call(queryMsg, { subType, pageNo, beforeId: beforeId ?? undefined }, { signal });
}

/** Deletes the fan's messages, MAX_DELETE_IDS a call. */
export async function deleteMessages(ids: readonly number[]): Promise<{ removed: number }> {
  let removed = 0;
  for (let at = 0; at < ids.length; at += MAX_DELETE_IDS) {
    const done = await call(batchDisableMsg, { ids: ids.slice(at, at + MAX_DELETE_IDS) });
    removed += done.removed;
  }
  return { removed };
}

export function fetchMessageConfig(signal?: AbortSignal): Promise<MessageConfig> {
  return call(queryMsgConfig, {}, { signal });
}

export function saveMessageConfig(config: MessageConfig): Promise<MessageConfig> {
  return call(modifyMsgConfig, config);
}

/** Comments, likes and follows since the given times. */
export function fetchSnsCounts(
  times: {
    commentTime: number;
    likeTime: number;
    followTime: number;
  },
  signal?: AbortSignal,
): Promise<SnsCounts> {
  return call(getMessageNum, times, { signal });
}
