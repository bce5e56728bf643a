export { openSliderCaptcha } from './open';
export { SliderCaptcha, type SliderCaptchaProps } from './SliderCaptcha';
export { setCaptchaErrorSink, type CaptchaErrorReport } from './report';
export { CaptchaMessageType, CaptchaTexts, CAPTCHA_POPUP_SIZE } from './rules';
