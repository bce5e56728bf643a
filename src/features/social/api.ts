import {
  querySnsNoteDetail,
  queryThemeInfo,
  snsFeed,
  snsPublish,
  snsReplies,
  snsReply,
  snsTopicDetail,
} from '@contracts/social';
import {
  checkSnsMemberStatus,
  cutPosts,
  FORBID_TYPES,
  gagUser,
  likeMsg,
  pullBlack,
  snsReport,
  snsVote,
  topFlag,
} from '@contracts/socialActions';
import type { InputOf } from '@contracts/endpoint';
import { call } from '@shared/http';

/** The circles' calls (calls-errors-spec §7.5 and the ones the screens need), one small function each. */

export const fetchCircle = (circleId: number, signal?: AbortSignal) =>
  call(queryThemeInfo, { circleId }, { signal });

export const fetchFeedPage = (
  circleId: number,
  pageNo: number,
  sort: 'new' | 'hot',
  signal?: AbortSignal,
) => call(snsFeed, { circleId, pageNo, sort }, { signal });

/** One member's items across every circle (我的动态 / TA的动态), newest first. */
export const fetchAuthorPage = (authorId: number, pageNo: number, signal?: AbortSignal) =>
  call(snsFeed, { circleId: 0, pageNo, sort: 'new', authorId }, { signal });

export const fetchTopicPage = (msgId: number, pageNo: number, signal?: AbortSignal) =>
  call(snsTopicDetail, { msgId, pageNo }, { signal });

export const fetchDetail = (msgId: number, signal?: AbortSignal) =>
  call(querySnsNoteDetail, { msgId }, { signal });

export const fetchReplyPage = (msgId: number, pageNo: number, signal?: AbortSignal) =>
  call(snsReplies, { msgId, pageNo }, { signal });

export const fetchMemberStatus = (circleId: number | null, signal?: AbortSignal) =>
  call(checkSnsMemberStatus, circleId === null ? {} : { circleId }, { signal });

export const publishPost = (input: InputOf<typeof snsPublish>) => call(snsPublish, input);

export const sendReply = (input: InputOf<typeof snsReply>) => call(snsReply, input);

export const sendLike = (msgId: number, like: boolean) =>
  call(likeMsg, { msgId, likeFlag: like ? 1 : 0 });

export const sendVote = (msgId: number, optionId: number) => call(snsVote, { msgId, optionId });

export const sendReport = (msgId: number, foulType: number, replyId?: number) =>
  call(snsReport, replyId === undefined ? { msgId, foulType } : { msgId, foulType, replyId });

export const blockMember = (pullBlackId: number) =>
  call(pullBlack, { pullBlackId, operationType: 1 });

export const deleteItem = (msgId: number, replyId?: number) =>
  call(cutPosts, replyId === undefined ? { msgId } : { msgId, replyId });

export const setPinned = (msgId: number, pinned: boolean) =>
  call(topFlag, { msgId, operationType: pinned ? 1 : 0 });

export const gagMember = (forbidId: number, circleId: number, forbidDays: number) =>
  call(gagUser, { forbidId, circleId, forbidDays, forbidType: FORBID_TYPES.gag });
