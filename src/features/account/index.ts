/**
 * The account feature's public face (issue 5): login, registration, password recovery, the slider
 * captcha, SMS code centres, the user centre and level changes. Other features import only from here.
 * The login gate (requireLogin, handleNeedsLogin) and the current user are the session's
 * (`@shared/session`, `@shared/session/currentUser`): features need them without these screens.
 */
export { logout, encryptPassword } from './session';
export { startPartnerAutoLogin } from './partner';
export { openSliderCaptcha } from './captcha';
export { SmsCodeButton, sendSmsCode, type SmsCodeButtonProps } from './sms';
// The one SMS countdown store, for a centre another feature sends through (the withdrawal's, 53).
export * from './sms/store';
export { SMS_COUNTER_IDLE } from './sms/timings';
export { isVipNow, isVipTry, showApplyExpert, timeThrough } from './centre';
