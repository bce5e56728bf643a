import { postForEnvelope } from '../sms';

/** The centre's own send calls, in the shape SmsCodeButton's `send` takes (the raw envelope). */
export const sendVerifyPhoneEnvelope = (phone: string, captchaTicket: string) =>
  postForEnvelope('/api/uc/modify/verifyPhone/sendMessage', {
    ...(phone === '' ? {} : { phone }),
    captchaTicket,
  });

export const sendPasswordEnvelope = (phone: string, captchaTicket: string) =>
  postForEnvelope('/api/uc/modify/changePassword/sendMessage', { phone, captchaTicket });
