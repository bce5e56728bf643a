/**
 * VIP membership (会员, issue 35 §2): the member centre, buying a membership, the VIP channel, the
 * orders and monthly gifts, the trial. The app's route registry takes the screens from here, each
 * loaded on first use.
 */
export const vipScreens = {
  /** `user/vip`: 会员中心. */
  centre: () => import('./VipCentrePage'),
  /** `vip/buy?type=2`: 开通会员. */
  buy: () => import('./VipBuyPage'),
  /** `vip/index?type=3`: 会员 (the channel). */
  channel: () => import('./VipIndexPage'),
  /** `user/vip/order`: 会员订单. */
  orders: () => import('./VipOrderPage'),
  /** `user/vip/gift`: 会员礼包. */
  gifts: () => import('./VipGiftPage'),
  /** `user/vip/giftDetail?id=`: 礼包详情. */
  giftDetail: () => import('./VipGiftDetailPage'),
  /** `hd/vip/try`: 会员试用. */
  trial: () => import('./VipTryPage'),
  /** `hd/vipBargain/apply?id=`: 会员砍价. */
  bargain: () => import('./BargainPage'),
} as const;
