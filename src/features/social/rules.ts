import { beijingStamp, relativeTime } from '@domain/time';
import {
  FEED_KINDS,
  snsPostText,
  snsReplyText,
  type FeedItem,
  type SnsPoll,
} from '@contracts/social';
import { SNS_MEMBER_STATUS, type SnsMemberStatus } from '@contracts/socialActions';
import { isFeatureVisible, type ChannelId } from '@shared/channels';
import { safeImageUrl } from '@shared/ui';

/** The circles' rules (issue 37 §1; docs/decisions/social-screens.md), pure. */

/** product-spec §6: the shopping app, the football info site and the push-ball platform hide sns. */
export const snsVisibleOn = (channel: ChannelId): boolean => isFeatureVisible(channel, 'sns');

export const SNS_HIDDEN_TEXT = '当前渠道暂不提供圈子功能';

/** A path parameter as an id (1 … 2^31−1), or null: a bad address is "not found", never a call. */
export function idParam(raw: string | null | undefined): number | null {
  if (!raw || !/^[1-9]\d{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= 2_147_483_647 ? id : null;
}

/**
 * When something was written, as community apps say it: 刚刚, N分钟前, N小时前 (the shared relative
 * time), then MM-dd HH:mm this year and yyyy-MM-dd before it (Beijing time).
 */
export function postTimeText(at: number, now: number): string {
  const near = relativeTime(at, now);
  if (near !== null) return near;
  const then = beijingStamp(at);
  return then.slice(0, 4) === beijingStamp(now).slice(0, 4) ? then.slice(5) : then.slice(0, 10);
}

/**
 * Where a picture of a post is shown: the server's own paths (/api/…) on the API's host, or an
 * http(s) address; anything else (javascript:, data:) is not shown.
 */
export function pictureSrc(url: string, apiHost: string): string | null {
  if (/^\/api\/[\w/.-]+$/.test(url)) return `${apiHost.replace(/\/$/, '')}${url}`;
  return safeImageUrl(url);
}

/** A count as the feed prints it: 9999, then 1.2万. */
export function countText(n: number): string {
  if (n < 10_000) return String(n);
  return `${(Math.floor(n / 1000) / 10).toFixed(1).replace(/\.0$/, '')}万`;
}

/** Each option's share of a poll's votes, whole percents (0 when nobody voted). */
export function pollShares(poll: SnsPoll): Map<number, number> {
  return new Map(
    poll.options.map((o) => [
      o.id,
      poll.totalVotes > 0 ? Math.round((o.votes / poll.totalVotes) * 100) : 0,
    ]),
  );
}

/** A poll shows its results once the viewer voted. */
export const pollShowsResults = (poll: SnsPoll): boolean => poll.myOptionId !== null;

/** Interpretations (7) open their own page and take no likes, replies or reports here. */
export const isSocialItem = (item: Pick<FeedItem, 'kind'>): boolean =>
  item.kind !== FEED_KINDS.interpretation;

export const KIND_LABELS: Readonly<Record<number, string>> = {
  [FEED_KINDS.article]: '文章',
  [FEED_KINDS.interpretation]: '解读',
  [FEED_KINDS.topic]: '话题',
  [FEED_KINDS.news]: '资讯',
};

/** The viewer moderates this circle (checkSnsMemberStatus says so). */
export const moderates = (status: SnsMemberStatus | undefined, circleId: number | null): boolean =>
  status !== undefined && circleId !== null && status.moderatorOf.includes(circleId);

/** A gagged or banned fan may not write: the notice in place of the box (禁言至… / 封禁至…), or null. */
export function writeBlockText(status: SnsMemberStatus | undefined): string | null {
  if (!status || status.status === SNS_MEMBER_STATUS.normal) return null;
  if (status.message) return status.message;
  const what = status.status === SNS_MEMBER_STATUS.banned ? '封禁' : '禁言';
  return status.untilText ? `你已被${what}至 ${status.untilText}` : `你已被${what}`;
}

/** The problem with a post's or a reply's text, in the contract's words, or null. */
export function postTextProblem(text: string): string | null {
  const parsed = snsPostText.safeParse(text);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? '内容格式错误');
}
export function replyTextProblem(text: string): string | null {
  const parsed = snsReplyText.safeParse(text);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? '内容格式错误');
}

/** A poll's options as written in the composer: blank lines left out. */
export const pollOptionsOf = (raw: readonly string[]): string[] =>
  raw.map((o) => o.trim()).filter((o) => o !== '');

/** The default length of a gag (product-spec §9: 7 days). */
export { FORBID_DEFAULT_DAYS } from '@contracts/socialActions';
