import AES from 'crypto-js/aes';
import Utf8 from 'crypto-js/enc-utf8';

/**
 * Passwords are encrypted before they are sent (product-spec §5); the exact scheme is not shown, so
 * the choice is crypto-js AES with a shared passphrase (OpenSSL "Salted__" format, a fresh salt each
 * time): docs/decisions/accounts.md. The key ships in the client bundle, so this only keeps the
 * plaintext out of casual logs and proxies; TLS is what protects it on the wire, and the server keeps
 * only a scrypt hash. Only the two small crypto-js modules are imported, to keep the bundle light.
 */

/** Development default of PASSWORD_TRANSPORT_KEY (server) and VITE_PASSWORD_TRANSPORT_KEY (client). */
export const DEV_PASSWORD_TRANSPORT_KEY = 'matchday-dev-password-key';

export function encryptPasswordForTransport(
  password: string,
  key: string = DEV_PASSWORD_TRANSPORT_KEY,
): string {
  return AES.encrypt(password, key).toString();
}

/** The plaintext, or null when the ciphertext is malformed or made with another key. */
/** Base64 of the OpenSSL header `Salted__` that opens every ciphertext crypto-js makes. */
const SALTED_PREFIX = 'U2FsdGVkX1';

export function decryptPasswordFromTransport(
  ciphertext: string,
  key: string = DEV_PASSWORD_TRANSPORT_KEY,
): string | null {
  // Only the OpenSSL salted format that encryptPasswordForTransport makes ("Salted__" in base64):
  // crypto-js reads anything else as base64 too, and a plain password then now and then "decrypts"
  // into valid UTF-8 by chance, turning a clear format error into a random one.
  if (!ciphertext.startsWith(SALTED_PREFIX)) return null;
  try {
    const plain = AES.decrypt(ciphertext, key).toString(Utf8);
    return plain === '' ? null : plain;
  } catch {
    // A wrong key often yields bytes that are not UTF-8; crypto-js throws on them.
    return null;
  }
}
