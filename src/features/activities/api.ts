import {
  activityClaim,
  activityInfo,
  preDualSpreePay,
  spreeBuy,
  type ActivityInfo,
  type ActivityName,
} from '@contracts/activities';
import { feedbackCreate, type FeedbackCreateRequest } from '@contracts/feedback';
import { call } from '@shared/http';

/** The activities' calls (contracts/activities.ts), one small function each. */

export const fetchActivity = (name: ActivityName, signal?: AbortSignal): Promise<ActivityInfo> =>
  call(activityInfo, { name }, { signal });

export const claimStep = (name: '1812' | 'eightVip' | 'asianCup', step: number) =>
  call(activityClaim, { name, step });

export const buySpree = () => call(spreeBuy, {});

/** The spree paid through the cashier: the order's id and the cashier's address. */
export const openSpreeDirectPay = (order: {
  chargeWay: 3 | 4 | 5;
  from: string;
  returnUrl: string;
}) =>
  call(preDualSpreePay, {
    chargeWay: order.chargeWay,
    from: order.from,
    returnUrl: order.returnUrl,
  });

/** A news tip is feedback of type 8 (爆料): the fan finds it, and any reply, in 我的反馈. */
export const sendTip = (input: Omit<FeedbackCreateRequest, 'type'>) =>
  call(feedbackCreate, { ...input, type: 8 });
