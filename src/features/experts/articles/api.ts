import {
  articleForShare,
  expertArticles,
  expertReplays,
  replayAddLike,
  replayComment,
  replayDetail,
  replayInformation,
} from '@contracts/expertReplays';
import { call } from '@shared/http';

/** The calls of the expert articles and replays (calls-errors-spec §7.5, §7.11), one function each. */

export const fetchReplay = (id: number, signal?: AbortSignal) =>
  call(replayDetail, { id }, { signal });

export const fetchReplayComments = (id: number, pageNo: number, signal?: AbortSignal) =>
  call(replayInformation, { id, pageNo }, { signal });

/** 点赞 (type 1) or 取消 (type 2); the server answers the like as it now stands. */
export const sendReplayLike = (id: number, like: boolean) =>
  call(replayAddLike, { id, type: like ? 1 : 2 });

export const fetchReplayComment = (id: number, pageNo: number, signal?: AbortSignal) =>
  call(replayComment, { id, pageNo }, { signal });

export const fetchExpertArticles = (expertId: number, pageNo: number, signal?: AbortSignal) =>
  call(expertArticles, { expertId, pageNo }, { signal });

export const fetchExpertReplays = (expertId: number, pageNo: number, signal?: AbortSignal) =>
  call(expertReplays, { expertId, pageNo }, { signal });

export const fetchShared = (id: number, signal?: AbortSignal) =>
  call(articleForShare, { id }, { signal });
