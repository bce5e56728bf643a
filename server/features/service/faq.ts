import type { FaqSection } from '../../../contracts/service';
import { FEEDBACK_PER_DAY } from '../../../contracts/feedback';

/**
 * The help centre's questions (ours; the spec shows none): what fans of FotMob, Dongqiudi and Leisu
 * ask their desks most, answered with this app's own rules — the figures come from the contracts the
 * server enforces, so an answer cannot drift from what happens.
 */
export const FAQ_SECTIONS: readonly FaqSection[] = [
  {
    topic: 'account',
    title: '账号与登录',
    items: [
      {
        q: '忘记密码怎么办？',
        a: '在登录页点击“忘记密码”，通过绑定的手机号接收验证码即可重设密码。',
      },
      {
        q: '验证码收不到？',
        a: '同一手机号60秒内只能发送一次验证码，请稍候再试，并检查短信是否被拦截。',
      },
      { q: '如何修改昵称和签名？', a: '进入“我的 > 个人资料”，点击昵称或签名即可修改。' },
    ],
  },
  {
    topic: 'pay',
    title: '充值与金币',
    items: [
      { q: '金币和人民币怎么换算？', a: '1元可购买1金币；金币可用于购买方案、解读和套餐。' },
      {
        q: '充值后金币没到账？',
        a: '支付完成后金币通常即时到账；若支付平台延迟通知，请在充值结果页稍候刷新，或联系在线客服。',
      },
      {
        q: '奖励金币为什么会过期？',
        a: '红包雨和活动发放的奖励金币7天内有效，消费时优先使用最先过期的金币。',
      },
    ],
  },
  {
    topic: 'plan',
    title: '方案与退款',
    items: [
      {
        q: '什么是不中退款？',
        a: '标注“不中退”的方案若结果未中，购买金币将在比赛结算后原路退回。',
      },
      { q: '购买的方案在哪里查看？', a: '进入“我的 > 已购方案”即可查看所有购买记录。' },
    ],
  },
  {
    topic: 'vip',
    title: '会员',
    items: [
      {
        q: '会员试用可以领几次？',
        a: '每个账号只能体验一次会员试用，已是会员或体验过的账号不能再领取。',
      },
      {
        q: '会员到期会自动续费吗？',
        a: '仅开启自动续费的会员会在到期前提醒并续费，可在会员中心随时关闭。',
      },
    ],
  },
  {
    topic: 'activity',
    title: '活动',
    items: [
      { q: '活动奖励可以重复领取吗？', a: '每项活动奖励每个账号限领一次，活动结束后无法再领取。' },
      {
        q: '爆料提交后在哪里查看？',
        a: '爆料与意见反馈一起保存在“我的反馈”中，客服回复后也会显示在那里。',
      },
    ],
  },
  {
    topic: 'other',
    title: '其他问题',
    items: [
      {
        q: '如何反馈问题？',
        a: `在帮助中心点击“意见反馈”，可附最多6张截图；每24小时最多提交${FEEDBACK_PER_DAY}条。`,
      },
    ],
  },
];
