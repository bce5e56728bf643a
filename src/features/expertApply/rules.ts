import {
  APPLY_STATUS_TEXT,
  applyReasonProblem,
  ExpertApplyMessages,
  type ApplyGate,
  type ApplyStatus,
} from '@contracts/expertApply';
import { SMS_CODE_PATTERN, AccountMessages } from '@contracts/account/session';
import { joinedPaths, type PickedImage } from '@shared/ui/imagePicker';

/**
 * What 申请专家 shows (pure): the latest application's status while it is under review or passed,
 * or refused until the fan asks to apply again (重新申请); otherwise why the fan cannot apply yet,
 * or the form.
 */
export function applyViewOf(status: ApplyStatus, reapplying: boolean): 'status' | 'gate' | 'form' {
  const latest = status.application;
  if (latest && (latest.status !== 3 || !reapplying)) return 'status';
  return status.gate ? 'gate' : 'form';
}

export const statusText = (status: 1 | 2 | 3) => APPLY_STATUS_TEXT[status];

/** A gate's words and the one step that opens it (none for the desk being closed or an expert). */
type GateStep = 'user/user-info-complete' | 'change/userInfoRecomplete' | 'user/phone-operation';

export function gateView(gate: ApplyGate): {
  text: string;
  action?: { label: string; to: GateStep };
} {
  const text = ExpertApplyMessages[gate];
  switch (gate) {
    case 'identity':
      return { text, action: { label: '去实名认证', to: 'user/user-info-complete' } };
    case 'identityConfirm':
      return { text, action: { label: '去确认实名信息', to: 'change/userInfoRecomplete' } };
    case 'phone':
      return { text, action: { label: '去绑定手机号', to: 'user/phone-operation' } };
    default:
      return { text };
  }
}

export const BALLS = [
  { id: 1, name: '足球' },
  { id: 2, name: '篮球' },
] as const;

export interface ApplyDraft {
  applyReason: string;
  pickedId: 1 | 2;
  images: readonly Pick<PickedImage, 'path'>[];
  front: readonly Pick<PickedImage, 'path'>[];
  back: readonly Pick<PickedImage, 'path'>[];
  code: string;
}

/**
 * The request of a filled form, or the first problem in the order the form reads: reason, id card
 * sides, any image without its url (图片url为空), the code.
 */
export function applicationOf(draft: ApplyDraft):
  | {
      ok: true;
      value: {
        applyReason: string;
        pickedId: 1 | 2;
        applyImageUrl: string;
        frontImgPath: string;
        backImgPath: string;
        code: string;
      };
    }
  | { ok: false; message: string } {
  const reason = applyReasonProblem(draft.applyReason);
  if (reason) return { ok: false, message: reason };
  if (draft.front.length === 0) return { ok: false, message: ExpertApplyMessages.frontRequired };
  if (draft.back.length === 0) return { ok: false, message: ExpertApplyMessages.backRequired };
  const images = joinedPaths(draft.images);
  const front = joinedPaths(draft.front);
  const back = joinedPaths(draft.back);
  if (!images.ok) return images;
  if (!front.ok) return front;
  if (!back.ok) return back;
  const code = draft.code.trim();
  if (!SMS_CODE_PATTERN.test(code)) return { ok: false, message: AccountMessages.codeFormat };
  return {
    ok: true,
    value: {
      applyReason: draft.applyReason.trim(),
      pickedId: draft.pickedId,
      applyImageUrl: images.value,
      frontImgPath: front.value,
      backImgPath: back.value,
      code,
    },
  };
}

/** 138****8000: where the code goes, as the fan recognises it. */
export const maskedPhone = (phone: string) =>
  phone.length === 11 ? `${phone.slice(0, 3)}****${phone.slice(-4)}` : phone;
