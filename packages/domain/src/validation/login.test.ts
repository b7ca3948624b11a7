import { describe, expect, it } from 'vitest';
import { formDefaults } from './form';
import { loginSchema } from './login';

describe('login', () => {
  it('asks for a valid email and a password', () => {
    const result = loginSchema.safeParse(formDefaults(loginSchema));
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['email', 'Enter a valid email'],
      ['password', 'Password is required'],
    ]);
  });

  it('accepts any non-empty password, so older accounts can still sign in', () => {
    const result = loginSchema.safeParse({ email: ' Sam@Example.com ', password: 'x' });
    expect(result.data).toEqual({ email: 'Sam@Example.com', password: 'x' });
  });

  it('carries "Remember me" when given, unticked at first', () => {
    expect(formDefaults(loginSchema).remember).toBe(false);
    const result = loginSchema.parse({ email: 'a@b.co', password: 'pw', remember: true });
    expect(result.remember).toBe(true);
  });
});
