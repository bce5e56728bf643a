import { localStore } from '@shared/storage';

/**
 * Which partner credential the current login came from (product-spec §4: partner login is skipped
 * when already logged in with the same ticket). Holds `jd:<ticket>` or `tq:<uid>`. A spent ticket is
 * worthless (the server takes each once), so keeping it is safe; it is forgotten by every other login
 * and by logout, so a fan who switched accounts is not mistaken for the partner's fan.
 */
export const PARTNER_LOGIN_KEY = 'partner_login';

export function rememberPartnerLogin(identity: string): void {
  localStore.set(PARTNER_LOGIN_KEY, identity);
}

export function rememberedPartnerLogin(): string | null {
  return localStore.get(PARTNER_LOGIN_KEY);
}

export function forgetPartnerLogin(): void {
  localStore.remove(PARTNER_LOGIN_KEY);
}
