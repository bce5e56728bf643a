/**
 * The account feature's public face (issue 5): login, registration, password recovery, the slider
 * captcha, SMS code centres, the user centre and level changes. Other features import only from here.
 */
export {
  currentAddress,
  handleNeedsLogin,
  logout,
  requireLogin,
  loginReturnTarget,
  encryptPassword,
} from './session';
export { startPartnerAutoLogin } from './partner';
export { openSliderCaptcha } from './captcha';
export { SmsCodeButton, sendSmsCode, postForEnvelope, type SmsCodeButtonProps } from './sms';
export {
  bindUserCentre,
  flagUserInfo,
  refreshUserInfo,
  useCentreStore,
  watchUserInfo,
  isVipNow,
  isVipTry,
  showApplyExpert,
  timeThrough,
} from './centre';
