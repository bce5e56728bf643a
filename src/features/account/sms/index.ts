export { SmsCodeButton, type SmsCodeButtonProps } from './SmsCodeButton';
export { sendSmsCode, type SendSmsCodeOptions } from './send';
export { postSmsSend } from './api';
export { resetSmsCentres, useSmsCentres, isSmsSendable } from './store';
export { smsButtonText, smsSendProblem, isSmsSendSuccess, SmsTexts } from './rules';
