/**
 * Accounts on the server: the public face for the rest of it. Other features use the fan's row
 * (users.ts), sessions opened by a login (session.ts), the password hashing and transport, the SMS
 * service shared with the user centre, and the user-info fields computed here.
 */
export { accountRoutes, type AccountDeps } from './routes';
export { AccountRefusals } from './refusals';
export { logIn } from './session';
export { readAccountSettings } from './settings';
export { smsService, spendSmsCode, type SmsService } from './smsService';
export { maskPhone } from './smsSender';
export { hashPassword, verifyPassword } from './passwords';
export { decryptPassword } from './transport';
export { maskIdCard, vipStatusAt } from './userInfo';
export { findById, insertUser, setPasswordHash, type UserRow } from './users';
