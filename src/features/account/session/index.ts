export {
  loginByPassword,
  loginBySms,
  logoutCall,
  registerByAccount,
  registerByPhone,
  retrievePassword,
} from './api';
export { finishLogin, logout } from './flows';
export { forgetPartnerLogin, rememberedPartnerLogin, rememberPartnerLogin } from './partnerMemory';
export { loginPathKeepingTarget } from './returnTarget';
export { encryptPassword, passwordTransportKey } from './transport';
export * from './rules';
