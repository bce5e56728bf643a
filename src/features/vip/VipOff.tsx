import { currentChannel, isFeatureVisible } from '@shared/channels';
import { EmptyState } from '@shared/ui';

/** The channel shows VIP (the chat app hides it, product-spec §6). */
export const vipVisible = () => isFeatureVisible(currentChannel().channel, 'vip');

export function VipOff() {
  return <EmptyState text="当前客户端暂不支持会员" testId="vip-off" />;
}
