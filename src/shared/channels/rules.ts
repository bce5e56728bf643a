import { hrefFor } from '../routes';
import type { ChannelId } from './channelData';
import { CHANNEL_DEFAULT_AGENT } from './channelData';

/** Currency label (product-spec §3 App config): yuan for the shopping app, push-ball and small shop. */
export function currencyLabel(channel: ChannelId): '元' | '金币' {
  return channel === 'jd' || channel === 'tq' || channel === 'xiaodian' ? '元' : '金币';
}

/** Where the home entry leads (product-spec §2 Guards). */
export function homeEntryPath(channel: ChannelId): string {
  if (channel === 'jd' || channel === 'tq') return hrefFor('home-jd');
  if (channel === 'cnb') return hrefFor('tabs/plan');
  return hrefFor('tabs/home');
}

/** The shopping platform and the two partner channels have their own user centre. */
export function usesJdUserCenter(channel: ChannelId): boolean {
  return channel === 'jd' || channel === 'tq' || channel === 'xiaodian';
}

/**
 * Channels whose host app logs the fan in (product-spec §6 "Channel login"); the login page guard runs
 * their third-party login instead of showing the app's own login page.
 */
export function usesThirdPartyLogin(channel: ChannelId): boolean {
  return (
    channel === 'wechat' ||
    channel === 'cnb' ||
    channel === 'weibo' ||
    channel === 'jd' ||
    channel === 'tq'
  );
}

/** Share source code (product-spec §9): 1 wechat, 5 weibo, 4 otherwise (2 is QQ, chosen by the share target). */
export function shareSourceCode(channel: ChannelId): 1 | 4 | 5 {
  if (channel === 'wechat') return 1;
  if (channel === 'weibo') return 5;
  return 4;
}

export function defaultAgentFor(channel: ChannelId): string {
  return CHANNEL_DEFAULT_AGENT[channel];
}

/** Users hidden on the push-ball platform (product-spec §6); configured per deployment, none by default. */
export function isShieldedUser(
  channel: ChannelId,
  userId: string,
  shielded: ReadonlyArray<string>,
): boolean {
  return channel === 'tq' && shielded.includes(userId);
}
