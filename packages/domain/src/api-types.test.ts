import { describe, expect, it } from 'vitest';
import { loginResponseSchema, userProfileSchema } from './api-types';

describe('login response', () => {
  it('falls back to the bearer token type', () => {
    const response = loginResponseSchema.parse({
      access_token: 'opaque',
      user_id: 4,
      user_role: 'business',
      user_name: 'Happy Paws',
    });
    expect(response.token_type).toBe('bearer');
  });

  it('refuses an unknown role', () => {
    const result = loginResponseSchema.safeParse({
      access_token: 'opaque',
      token_type: 'bearer',
      user_id: 4,
      user_role: 'admin',
      user_name: 'Root',
    });
    expect(result.success).toBe(false);
  });
});

describe('user profile', () => {
  it('needs an id', () => {
    const result = userProfileSchema.safeParse({
      first_name: 'Ana',
      last_name: 'Ruiz',
      email: 'ana@example.org',
      phone_number: null,
      role: 'applicant',
      date_of_birth: '2010-01-01',
      email_notifications: true,
      business_profile: null,
    });
    expect(result.error?.issues.map((i) => i.path.join('.'))).toEqual(['id']);
  });
});
