import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password';

describe('password hashing', () => {
  it('stores argon2id with the OWASP parameters and a fresh salt each time', async () => {
    const first = await hashPassword('Summer2026');
    const second = await hashPassword('Summer2026');
    expect(first).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(first).not.toBe(second);
  });

  it('accepts the right password only', async () => {
    const stored = await hashPassword('Summer2026');
    expect(await verifyPassword(stored, 'Summer2026')).toBe(true);
    expect(await verifyPassword(stored, 'summer2026')).toBe(false);
    expect(await verifyPassword('not-a-hash', 'Summer2026')).toBe(false);
  });
});
