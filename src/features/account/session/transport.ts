import {
  DEV_PASSWORD_TRANSPORT_KEY,
  encryptPasswordForTransport,
} from '@contracts/account/passwordTransport';

/**
 * The client's half of the password transport (product-spec §5: passwords are encrypted before they
 * are sent for login, register, reset and change). The key is VITE_PASSWORD_TRANSPORT_KEY, with the
 * same development default as the server's PASSWORD_TRANSPORT_KEY.
 */
export function passwordTransportKey(): string {
  return import.meta.env.VITE_PASSWORD_TRANSPORT_KEY || DEV_PASSWORD_TRANSPORT_KEY;
}

export function encryptPassword(plain: string): string {
  return encryptPasswordForTransport(plain, passwordTransportKey());
}
