import { ucPasswordCodeSend, ucVerifyPhoneSend } from '@contracts/account/centre/security';
import { callForEnvelope } from '@shared/http';

/** The centre's own send calls, in the shape SmsCodeButton's `send` takes (the envelope as it came). */
export const sendVerifyPhoneEnvelope = (phone: string, captchaTicket: string) =>
  callForEnvelope(ucVerifyPhoneSend, { ...(phone === '' ? {} : { phone }), captchaTicket });

export const sendPasswordEnvelope = (phone: string, captchaTicket: string) =>
  callForEnvelope(ucPasswordCodeSend, { phone, captchaTicket });
