import type { ActivityName } from '../../../contracts/activities';
import { ACTIVITY_REFUSAL_CODES as C, ActivityMessages } from '../../../contracts/activities';
import type { Refusal } from '../../platform/refusals';

/**
 * Each activity's window and rules (ours; the spec names the pages only). The window is the
 * server's: the page shows it, and a claim outside it is refused. Times are Beijing wall-clock
 * (the fans' clock); the Asian Cup's follows the 2027 tournament in Saudi Arabia (7 Jan – 5 Feb).
 */
export interface ActivityWindow {
  title: string;
  start: number;
  end: number;
  rules: readonly string[];
}

const at = (beijing: string) => Date.parse(`${beijing}+08:00`);

export const ACTIVITY_CALENDAR: Readonly<Record<ActivityName, ActivityWindow>> = {
  spree1188: {
    title: '11.88元超值礼包',
    start: at('2026-11-01T00:00:00'),
    end: at('2027-01-31T23:59:59'),
    rules: [
      '支付11.88金币即可获得礼包：18.88金币（永久有效）+ 2张解读优惠券。',
      '每个账号限购一次，金币不足可先充值。',
      '优惠券自领取起15天内有效，仅限购买解读使用。',
    ],
  },
  '1812': {
    title: '连续两天领金币',
    start: at('2026-11-15T00:00:00'),
    end: at('2027-01-15T23:59:59'),
    rules: [
      '活动期间第一天登录可领取18金币，第二天起可再领取12金币。',
      '每个账号每档奖励限领一次；奖励金币7天内有效。',
      '第二份奖励须在领取第一份之后的次日（北京时间）起领取。',
    ],
  },
  eightVip: {
    title: '8天会员免费体验',
    start: at('2026-11-01T00:00:00'),
    end: at('2027-02-28T23:59:59'),
    rules: [
      '从未开通过会员的账号可免费体验8天超级红单会员。',
      '每个账号仅可体验一次，与会员试用共用资格。',
      '体验期间享受超级红单会员全部数据权益，到期自动结束，不会扣费。',
    ],
  },
  asianCup: {
    title: '亚洲杯狂欢',
    start: at('2026-11-20T00:00:00'),
    end: at('2027-02-05T23:59:59'),
    rules: [
      '活动期间每个账号可领取一次亚洲杯观赛礼：1张免费解读券（10金币内）和1张满10减5券。',
      '优惠券自领取起15天内有效。',
      '下方为近期亚洲赛场的比赛，点击可查看比赛详情。',
    ],
  },
};

export type ActivityState = 'upcoming' | 'open' | 'ended';

export function activityState(window: ActivityWindow, now: number): ActivityState {
  if (now < window.start) return 'upcoming';
  return now > window.end ? 'ended' : 'open';
}

export const ActivityRefusals = {
  notStarted: { status: 400, code: C.notStarted, msg: ActivityMessages.notStarted },
  ended: { status: 400, code: C.ended, msg: ActivityMessages.ended },
  secondDayEarly: {
    status: 400,
    code: C.secondDayEarly,
    msg: ActivityMessages.secondDayEarly,
  },
  firstStepFirst: {
    status: 400,
    code: C.firstStepFirst,
    msg: ActivityMessages.firstStepFirst,
  },
  vipUsed: { status: 409, code: C.vipUsed, msg: ActivityMessages.vipUsed },
} as const satisfies Record<string, Refusal>;

/** The refusal of a claim or a purchase outside the window, or null inside it. */
export function windowRefusal(window: ActivityWindow, now: number): Refusal | null {
  const state = activityState(window, now);
  if (state === 'upcoming') return ActivityRefusals.notStarted;
  return state === 'ended' ? ActivityRefusals.ended : null;
}
