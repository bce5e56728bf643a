export { SmsCodeButton, type SmsCodeButtonProps } from './SmsCodeButton';
export { sendSmsCode, type SendSmsCodeOptions } from './send';
export { postForEnvelope, postSmsSend, SMS_SEND_PATH } from './api';
export { resetSmsCentres, useSmsCentres, isSmsSendable } from './store';
export { smsButtonText, smsSendProblem, isSmsSendSuccess, SmsTexts } from './rules';
