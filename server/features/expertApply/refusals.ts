import {
  EXPERT_APPLY_REFUSAL_CODES as C,
  ExpertApplyMessages,
  type ApplyGate,
} from '../../../contracts/expertApply';
import type { Refusal } from '../../platform/refusals';

/** Why an application is refused now, one refusal per gate of contracts/expertApply.ts. */
export const GateRefusals = {
  expert: { status: 409, code: C.expert, msg: ExpertApplyMessages.expert },
  reviewing: { status: 409, code: C.reviewing, msg: ExpertApplyMessages.reviewing },
  closed: { status: 403, code: C.closed, msg: ExpertApplyMessages.closed },
  identity: { status: 403, code: C.identity, msg: ExpertApplyMessages.identity },
  identityConfirm: {
    status: 403,
    code: C.identityConfirm,
    msg: ExpertApplyMessages.identityConfirm,
  },
  phone: { status: 400, code: C.phone, msg: ExpertApplyMessages.phone },
} as const satisfies Record<ApplyGate, Refusal>;

/** The review's own refusals (the ops script prints them). */
export const ReviewRefusals = {
  notFound: { status: 404, code: C.notFound, msg: '没有这份专家申请' },
  reviewed: { status: 409, code: C.reviewed, msg: '这份专家申请已审核过' },
} as const satisfies Record<string, Refusal>;
