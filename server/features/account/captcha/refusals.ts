import { CaptchaCodes, CaptchaMessages } from '../../../../contracts/account/captcha';
import { COMMON_REFUSAL_CODES } from '../../../../contracts/refusals';
import type { Refusal } from '../../../platform/refusals';
import type { CheckOutcome } from './store';

/** The captcha's refusals (docs/api.md "Accounts"). */
export const CaptchaRefusals = {
  wrong: { status: 400, code: CaptchaCodes.wrong, msg: CaptchaMessages.wrong },
  tooManyTries: { status: 400, code: CaptchaCodes.needRefresh, msg: CaptchaMessages.tooManyTries },
  expired: { status: 400, code: CaptchaCodes.needRefresh, msg: CaptchaMessages.expired },
  /** 400 check_error 滑块校验失败!: a send without a live ticket (product-spec §5). */
  noTicket: { status: 400, code: CaptchaCodes.checkError, msg: CaptchaMessages.checkError },
  tooManyImages: {
    status: 429,
    code: COMMON_REFUSAL_CODES.tooManyRequests,
    msg: CaptchaMessages.tooManyImages,
  },
  /** The development answer of a puzzle that is not (or no longer) live. */
  unknownToken: { status: 404, code: COMMON_REFUSAL_CODES.notFound, msg: CaptchaMessages.expired },
} as const satisfies Record<string, Refusal>;

/** The refusal of a drop that did not pass. */
export function checkRefusal(outcome: Exclude<CheckOutcome, { kind: 'pass' }>): Refusal {
  switch (outcome.kind) {
    case 'wrong':
      return CaptchaRefusals.wrong;
    case 'too_many':
      return CaptchaRefusals.tooManyTries;
    case 'expired':
      return CaptchaRefusals.expired;
  }
}
