import type { Sport } from '@entities/match';
import { shareSourceCode, type ChannelId } from '@shared/channels';
import { hrefFor } from '@shared/routes';

/** What a fan shares: the thing, and the words a share shows with it. */
export type ShareTarget =
  | { kind: 'match'; sport: Sport; matchId: number; title: string }
  | { kind: 'plan'; planId: number; title: string }
  | { kind: 'expert'; expertId: number; title: string };

/** Where the fan sends it. */
export type ShareChannel = 'wechat' | 'qq' | 'weibo' | 'copy';

/** Share source codes (product-spec §9): 1 wechat (or one other channel), 2 qq, 4 default, 5 weibo. */
export const SHARE_SOURCE = { wechat: 1, qq: 2, default: 4, weibo: 5 } as const;
export type ShareSource = (typeof SHARE_SOURCE)[keyof typeof SHARE_SOURCE];

/**
 * The query parameter a link names its sharer by (product-spec §3 shareInfoId). landing.ts reads the
 * same name on its own, so the shell's first load does not carry this module (a test holds the two to
 * one name).
 */
export const SHARE_INFO_QUERY = 'shareInfoId';
/** The query parameter a link carries its source code in. */
export const SHARE_SOURCE_QUERY = 'shareSource';

/**
 * The source code of a share: the app a button names, or — for a copied link, which goes wherever the
 * fan pastes it — the host app's own code (shareSourceCode: the WeChat and Weibo apps, 4 elsewhere).
 */
export function sourceCodeOf(channel: ShareChannel, host: ChannelId): ShareSource {
  if (channel === 'wechat') return SHARE_SOURCE.wechat;
  if (channel === 'qq') return SHARE_SOURCE.qq;
  if (channel === 'weibo') return SHARE_SOURCE.weibo;
  return shareSourceCode(host);
}

/**
 * The in-app address of the page a share opens — the share page made for readers outside the app:
 * a match's /share-page/ftMatch or bkMatch, a plan's plan-detail (back leads to the 方案 tab), an
 * expert's public/expertHomeShare — with the sharer's code (when the fan has one) and the source.
 */
export function sharePath(
  target: ShareTarget,
  who: { shareInfoId: string | null; source: ShareSource },
): string {
  const query = { [SHARE_INFO_QUERY]: who.shareInfoId, [SHARE_SOURCE_QUERY]: who.source };
  switch (target.kind) {
    case 'match':
      return hrefFor(
        target.sport === 'basketball' ? 'share-page/bkMatch' : 'share-page/ftMatch',
        {},
        { matchId: target.matchId, ...query },
      );
    case 'plan':
      return hrefFor('plan-detail', { id: target.planId }, query);
    case 'expert':
      return hrefFor('public/expertHomeShare', { expertId: target.expertId }, query);
  }
}

/** The whole link: this app's address (origin and page, no hash) and the share page's route. */
export function shareLink(
  target: ShareTarget,
  who: { shareInfoId: string | null; source: ShareSource },
  appBase: string,
): string {
  return `${appBase}#${sharePath(target, who)}`;
}

/** The app's address a link starts with: where this page is served, without query or hash. */
export function appBaseOf(location: Pick<Location, 'origin' | 'pathname'>): string {
  return `${location.origin}${location.pathname}`;
}

/** Weibo's share page for a link (its public web share; the fan signs in there if needed). */
export function weiboShareUrl(link: string, title: string): string {
  return `https://service.weibo.com/share/share.php?url=${encodeURIComponent(link)}&title=${encodeURIComponent(title)}`;
}

/** QQ's share page for a link (its public web share, to a QQ friend or group). */
export function qqShareUrl(link: string, title: string): string {
  return `https://connect.qq.com/widget/shareqq/index.html?url=${encodeURIComponent(link)}&title=${encodeURIComponent(title)}`;
}
