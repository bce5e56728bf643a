import { ExpertApplyMessages, type ApplyGate } from '../../../contracts/expertApply';
import type { Refusal } from '../../platform/refusals';

/** Why an application is refused now, one refusal per gate of contracts/expertApply.ts. */
export const GateRefusals = {
  expert: { status: 409, code: 'already_expert', msg: ExpertApplyMessages.expert },
  reviewing: { status: 409, code: 'apply_reviewing', msg: ExpertApplyMessages.reviewing },
  closed: { status: 403, code: 'apply_closed', msg: ExpertApplyMessages.closed },
  identity: { status: 403, code: 'identity_required', msg: ExpertApplyMessages.identity },
  identityConfirm: {
    status: 403,
    code: 'identity_confirm_required',
    msg: ExpertApplyMessages.identityConfirm,
  },
  phone: { status: 400, code: 'phone_not_bound', msg: ExpertApplyMessages.phone },
} as const satisfies Record<ApplyGate, Refusal>;

/** The review's own refusals (the ops script prints them). */
export const ReviewRefusals = {
  notFound: { status: 404, code: 'application_not_found', msg: '没有这份专家申请' },
  reviewed: { status: 409, code: 'application_reviewed', msg: '这份专家申请已审核过' },
} as const satisfies Record<string, Refusal>;
