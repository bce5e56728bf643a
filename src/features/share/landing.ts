import { localStore, StorageKeys } from '@shared/storage';

/**
 * The query parameter a shared link names its sharer by (links.ts SHARE_INFO_QUERY). Written here
 * again rather than imported: the shell loads this module with the first screen, and a module both it
 * and the share sheet imported would become a request of its own.
 */
const SHARE_INFO_QUERY = 'shareInfoId';

/**
 * What may be kept from an address: letters and digits, at most the 64 characters the register call
 * takes. Whether it names a member is the server's to say (it ignores a code that names nobody); this
 * only keeps junk out of storage. Loose on purpose: the shell loads this module on every first visit,
 * so it carries no contract.
 */
const STORABLE = /^[0-9A-Za-z]{1,64}$/;

/**
 * A page opened from a shared link (`…?shareInfoId=CODE`, any page) keeps the sharer's code as
 * register_share_id, which a registration from this device then sends (account/session/api.ts). The
 * latest link wins: the one the fan opened last is the one that brought them to register.
 */
export function rememberShareLanding(search: string): void {
  const code = new URLSearchParams(search).get(SHARE_INFO_QUERY)?.trim() ?? '';
  if (STORABLE.test(code)) localStore.set(StorageKeys.registerShareId, code);
}
