import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../testing/test-app';

describe('Continue with Google on a server without Google configured', () => {
  const ctx = setupTestApp('sqlite');

  it('sends the browser back to sign-in, where the SPA says Google is unavailable', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/google/login?role=applicant',
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/applicant/login?google=unavailable');
  });
});
