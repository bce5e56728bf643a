import { DEV_PASSWORD_TRANSPORT_KEY } from '../../../../contracts/account/passwordTransport';

/**
 * The limits of accounts (issue 3 §5, §6). Security windows run on real time (the database's now() or
 * Date.now()), never the simulated clock: at SIM_SPEED=60 a 30-day session would otherwise last
 * 12 hours and an SMS code 5 seconds.
 */
export const SMS_CODE_MINUTES = 5;
/** Wrong guesses a code survives; the next one fails and the code is spent. */
export const SMS_CODE_TRIES = 5;
/** SMS codes one IP may ask for per hour, whatever the phones (guards against SMS pumping). */
export const SMS_PER_IP_PER_HOUR = 30;
/**
 * Accounts one address may register by name per hour (issue 30 §3): a family or a dormitory behind
 * one router fits; a script making accounts in bulk does not.
 */
export const REGISTRATIONS_PER_IP_PER_HOUR = 10;
/** Wrong passwords per account in LOCKOUT_MINUTES before that account is locked for as long. */
export const LOGIN_FAILURES_BEFORE_LOCK = 5;
export const LOCKOUT_MINUTES = 15;
/** Failed logins one IP may make per LOCKOUT_MINUTES, whatever the accounts. */
export const LOGIN_FAILURES_PER_IP = 20;

export interface AccountSettings {
  /** Shared key of the password transport encryption (PASSWORD_TRANSPORT_KEY). */
  passwordTransportKey: string;
}

/**
 * Read here rather than in server/config.ts while accounts settle; the default matches the client's
 * VITE_PASSWORD_TRANSPORT_KEY default (docs/decisions/accounts.md).
 */
export function readAccountSettings(env: NodeJS.ProcessEnv = process.env): AccountSettings {
  return { passwordTransportKey: env.PASSWORD_TRANSPORT_KEY || DEV_PASSWORD_TRANSPORT_KEY };
}
