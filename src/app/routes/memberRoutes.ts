import { serviceScreens } from '@features/service';
import { couponScreens } from '@features/coupons';
import { feedbackScreens } from '@features/feedback';
import type * as ListPages from '@features/messages/listPages';
import { page } from './define';
import type { RouteDef } from './types';
import { setMealScreens } from '@features/setMeals';
import { vipScreens } from '@features/vip';
import { windVaneScreens } from '@features/windVane';

const auth = { guards: ['auth'] } as const;

const messageCentre = () => import('@features/messages/MessageCenterPage');
/** The six lists share one screen (listPages.tsx): each route takes its own export. */
const messageList = (name: keyof typeof ListPages) =>
  import('@features/messages/listPages').then((m) => ({ default: m[name] }));

/** Account, wallet, coupons, set meals, service, messages and VIP (product-spec §2 "Other routes"). */
export const memberRoutes: RouteDef[] = [
  page('login', '登录', 'account', {
    guards: ['login'],
    query: { backUrl: '/home' },
    load: () => import('@features/account/login/LoginPage'),
  }),
  page('register', '注册', 'account', {
    load: () => import('@features/account/register/RegisterPage'),
  }),
  page('retrieve', '找回密码', 'account', {
    load: () => import('@features/account/retrieve/RetrievePage'),
  }),
  page('user', '个人中心', 'account', {
    ...auth,
    load: () => import('@features/account/centre/ProfilePage'),
  }),
  page('user/info', '个人资料', 'account', {
    ...auth,
    load: () => import('@features/account/centre/ProfilePage'),
  }),
  page('user/nickname-change', '修改昵称', 'account', {
    ...auth,
    load: () => import('@features/account/centre/NicknamePage'),
  }),
  page('user/password-change', '修改密码', 'account', {
    ...auth,
    load: () => import('@features/account/centre/PasswordPage'),
  }),
  page('user/signature-change', '修改签名', 'account', {
    ...auth,
    load: () => import('@features/account/centre/SignaturePage'),
  }),
  page('user/phone-operation', '手机号', 'account', {
    ...auth,
    load: () => import('@features/account/centre/PhonePage'),
  }),
  page('user/user-info-complete', '实名认证', 'account', {
    ...auth,
    load: () => import('@features/account/centre/IdentityPage'),
  }),
  page('user/settings', '设置', 'account', {
    load: () => import('@features/account/centre/SettingsPage'),
  }),
  page('user/about-us', '关于我们', 'account', {
    load: () => import('@features/account/centre/AboutPage'),
  }),
  page('change/userInfoRecomplete', '重新实名认证', 'account', {
    ...auth,
    load: () => import('@features/account/centre/IdentityRedoPage'),
  }),

  page('userHuoyanDetail', '金币明细', 'wallet', {
    ...auth,
    load: () =>
      import('@features/wallet/balance/WalletDetailPage').then((m) => ({
        default: m.CoinDetailPage,
      })),
  }),
  page('userMoneyDetail', '资金明细', 'wallet', {
    ...auth,
    load: () =>
      import('@features/wallet/balance/WalletDetailPage').then((m) => ({
        default: m.MoneyDetailPage,
      })),
  }),
  page('userDrawMoneyDetail', '提现详情', 'wallet', {
    ...auth,
    load: () => import('@features/wallet/withdraw/WithdrawDetailPage'),
  }),
  page('userDrawMoney', '提现', 'wallet', {
    ...auth,
    load: () => import('@features/wallet/withdraw/WithdrawPage'),
  }),
  page('pay/userChargeHuoyan', '充值', 'wallet', {
    ...auth,
    load: () => import('@features/wallet/charge/ChargePage'),
  }),
  page('userChargeFinish', '充值结果', 'wallet', {
    ...auth,
    load: () => import('@features/wallet/charge/FinishPage'),
  }),

  page('user/coupon-list', '我的优惠券', 'coupons', {
    ...auth,
    query: { back: false, status: null },
    load: couponScreens.list,
  }),
  page('user/coupon-rule', '优惠券规则', 'coupons', { load: couponScreens.rule }),

  page('set-meal-record', '套餐记录', 'set-meal', { ...auth, load: setMealScreens.record }),
  page('set-meal-list', '套餐订购', 'set-meal', {
    query: { status: null, errMsg: null },
    load: setMealScreens.list,
  }),
  page('special-home', '专家包月', 'set-meal', { load: setMealScreens.special }),
  page('special-home/free', '免费专区', 'set-meal', {
    query: { type: 1 },
    load: setMealScreens.special,
  }),
  page('my-expert-month', '我的包月', 'set-meal', {
    ...auth,
    query: { tab: null, status: null },
    load: setMealScreens.myMonth,
  }),

  page('public', '公告', 'service', { load: serviceScreens.public }),
  page('service/ios', '客服', 'service', { load: serviceScreens.public }),
  page('public/serviceCenter', '客服中心', 'service', { load: serviceScreens.centre }),
  page('public/iosServiceCenter', '客服中心', 'service', { load: serviceScreens.centre }),
  page('user/customer-help', '帮助中心', 'service', {
    query: { from: null },
    load: serviceScreens.help,
  }),
  page('user/feedback-list', '我的反馈', 'feedback', { ...auth, load: feedbackScreens.list }),

  page('message', '消息', 'messages', { ...auth, load: messageCentre }),
  page('message/center', '消息中心', 'messages', { ...auth, load: messageCentre }),
  page('message/activity', '活动消息', 'messages', {
    ...auth,
    load: () => messageList('ActivityMessagesPage'),
  }),
  page('message/community', '社区互动', 'messages', {
    ...auth,
    load: () => messageList('CommunityMessagesPage'),
  }),
  page('message/letter', '私信', 'messages', {
    ...auth,
    load: () => messageList('LetterMessagesPage'),
  }),
  page('message/notice', '赛事通知', 'messages', {
    ...auth,
    load: () => messageList('NoticeMessagesPage'),
  }),
  page('message/setting', '消息设置', 'messages', {
    ...auth,
    load: () => import('@features/messages/MessageSettingsPage'),
  }),
  page('message/system', '系统消息', 'messages', {
    ...auth,
    load: () => messageList('SystemMessagesPage'),
  }),
  page('message/official-plan', '官方方案', 'messages', {
    ...auth,
    load: () => messageList('OfficialPlanMessagesPage'),
  }),

  page('user/vip', '会员中心', 'vip', { guards: ['chatApp', 'auth'], load: vipScreens.centre }),
  page('hd/vip/try', '会员试用', 'vip', { guards: ['chatApp'], load: vipScreens.trial }),
  page('user/vip/order', '会员订单', 'vip', {
    guards: ['chatApp', 'auth'],
    load: vipScreens.orders,
  }),
  page('user/vip/gift', '会员礼包', 'vip', { guards: ['chatApp', 'auth'], load: vipScreens.gifts }),
  page('user/vip/giftDetail', '礼包详情', 'vip', {
    guards: ['chatApp', 'auth'],
    load: vipScreens.giftDetail,
  }),
  page('wind-mark-lis', '风向标', 'vip', { guards: ['chatApp'], load: windVaneScreens.list }),
  page('wind-mark-lis/vip-exclusive-data', '会员专属数据', 'vip', {
    guards: ['chatApp'],
    load: windVaneScreens.match,
  }),
  page('wind-mark-lis/probability-change', '概率变化', 'vip', {
    guards: ['chatApp'],
    load: windVaneScreens.change,
  }),
  page('vip/buy', '开通会员', 'vip', {
    guards: ['chatApp'],
    query: { type: 2 },
    load: vipScreens.buy,
  }),
  page('vip/index', '会员', 'vip', {
    guards: ['chatApp'],
    query: { type: 3 },
    load: vipScreens.channel,
  }),
  page('hd/vipBargain/apply', '会员砍价', 'vip', { guards: ['chatApp'], load: vipScreens.bargain }),
];
