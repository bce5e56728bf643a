import { WITHDRAW_STATUS, type WithdrawalDetail } from '@contracts/wallet/withdraw';

export type StepState = 'done' | 'current' | 'todo' | 'failed';

export interface TimelineStep {
  key: 'submit' | 'review' | 'pay' | 'arrive';
  title: string;
  state: StepState;
  /** When the step happened, if it did. */
  time: number | null;
  note?: string;
}

export const REFUND_NOTE = '金额已退回可提现余额';
const ARRIVAL_NOTE = '预计1–3个工作日到账';

/**
 * Where a withdrawal stands, as the detail's timeline: 提交申请 → 审核 → 打款 → 到账; a refusal
 * ends it at 审核未通过 with the reason and where the money went. An unknown status shows the
 * submission only (the statusText above still says what the server says).
 */
export function timelineOf(detail: WithdrawalDetail): TimelineStep[] {
  const submit: TimelineStep = {
    key: 'submit',
    title: '提交申请',
    state: 'done',
    time: detail.createdAt,
  };
  const { status, reviewedAt, paidAt } = detail;
  if (status === WITHDRAW_STATUS.refused)
    return [
      submit,
      {
        key: 'review',
        title: '审核未通过',
        state: 'failed',
        time: reviewedAt,
        note: detail.reason ? `${detail.reason}，${REFUND_NOTE}` : REFUND_NOTE,
      },
    ];
  const reviewing = status === WITHDRAW_STATUS.reviewing;
  const paying = status === WITHDRAW_STATUS.paying;
  const paid = status === WITHDRAW_STATUS.paid;
  if (!reviewing && !paying && !paid) return [submit];
  return [
    submit,
    {
      key: 'review',
      title: reviewing ? '审核中' : '审核通过',
      state: reviewing ? 'current' : 'done',
      time: reviewing ? null : reviewedAt,
    },
    {
      key: 'pay',
      title: paying ? '打款中' : paid ? '已打款' : '打款',
      state: paying ? 'current' : paid ? 'done' : 'todo',
      time: paid ? paidAt : null,
    },
    {
      key: 'arrive',
      title: paid ? '已到账' : '到账',
      state: paid ? 'done' : 'todo',
      time: paid ? paidAt : null,
      ...(paid ? {} : { note: ARRIVAL_NOTE }),
    },
  ];
}
