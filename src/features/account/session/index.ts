export {
  loginByPassword,
  loginBySms,
  logoutCall,
  registerByAccount,
  registerByPhone,
  retrievePassword,
} from './api';
export { finishLogin, logout } from './flows';
export { currentAddress, handleNeedsLogin, requireLogin } from './loginRequired';
export { forgetPartnerLogin, rememberedPartnerLogin, rememberPartnerLogin } from './partnerMemory';
export {
  DEFAULT_RETURN_TARGET,
  isAccountPage,
  loginPathKeepingTarget,
  loginReturnTarget,
  safeReturnTarget,
} from './returnTarget';
export { encryptPassword, passwordTransportKey } from './transport';
export * from './rules';
