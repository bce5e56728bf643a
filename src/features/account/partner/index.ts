export { partnerLoginAttempts, runPartnerLogin, startPartnerAutoLogin } from './autoLogin';
export type { PartnerCalls, PartnerOutcome } from './autoLogin';
export { addressWithoutSecrets, readPartnerParams } from './params';
export { planPartnerLogin, type PartnerPlan } from './plan';
