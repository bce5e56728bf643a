// Pins password storage (salted scrypt, self-describing) and the transport encryption both sides use.
import { describe, expect, it } from 'vitest';
import {
  decryptPasswordFromTransport,
  encryptPasswordForTransport,
} from '../../../../../contracts/account/passwordTransport';
import {
  hashPassword,
  verifyPassword,
} from '../../../../../server/features/account/session/passwords';

describe('password hashes', () => {
  it('verifies the right password only, with a fresh salt each time', async () => {
    const a = await hashPassword('matchday2026');
    const b = await hashPassword('matchday2026');
    expect(a).toMatch(/^scrypt\$16384\$8\$1\$[\w-]{22}\$[\w-]{86}$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword('matchday2026', a)).toBe(true);
    expect(await verifyPassword('matchday2027', a)).toBe(false);
  });

  it('treats a stored value that is not our hash as a mismatch, not an error', async () => {
    for (const stored of ['', 'plain', 'scrypt$x$8$1$abc$def', 'bcrypt$1$2$3$4$5'])
      expect(await verifyPassword('anything', stored)).toBe(false);
  });
});

describe('password transport', () => {
  it('round-trips with the same key and fails cleanly with another', () => {
    const sent = encryptPasswordForTransport('密码secret1', 'k1');
    expect(sent).not.toContain('secret1');
    expect(encryptPasswordForTransport('密码secret1', 'k1')).not.toBe(sent);
    expect(decryptPasswordFromTransport(sent, 'k1')).toBe('密码secret1');
    expect(decryptPasswordFromTransport(sent, 'k2')).not.toBe('密码secret1');
    expect(decryptPasswordFromTransport('not encrypted', 'k1')).toBeNull();
  });
});
