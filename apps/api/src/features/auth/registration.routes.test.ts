import type { LoginResponse } from '@firstshift/domain';
import { describe, expect, it } from 'vitest';
import { verifyPassword } from '../../lib/password';
import { postRawJson } from '../../testing/http-testing';
import { setupTestApp, testDatabaseKinds } from '../../testing/test-app';
import { applicantPayload, bearer, businessPayload, postLogin } from '../../testing/auth-testing';

describe.each(testDatabaseKinds)('registration on %s', (kind) => {
  const ctx = setupTestApp(kind);

  const post = (path: string, payload: unknown) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/auth/register/${path}`,
      payload: payload as object,
    });

  it('registers a business, stores its profile and signs it straight in', async () => {
    const payload = businessPayload({ email: 'Owner@Bakery.test' });
    const res = await post('business', payload);
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json<LoginResponse>();
    expect(body).toEqual({
      access_token: expect.any(String),
      token_type: 'bearer',
      user_id: expect.any(Number),
      user_role: 'business',
      user_name: 'Rose City Bakery',
    });

    const user = await ctx.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', body.user_id)
      .executeTakeFirstOrThrow();
    expect(user).toMatchObject({
      role: 'business',
      email: 'Owner@Bakery.test',
      email_normalized: 'owner@bakery.test',
      phone_number: '+15035550100',
    });
    expect(user.password_hash).not.toBe('secret123');
    expect(await verifyPassword(user.password_hash ?? '', 'secret123')).toBe(true);
    const profile = await ctx.db
      .selectFrom('business_profiles')
      .selectAll()
      .where('user_id', '=', body.user_id)
      .executeTakeFirstOrThrow();
    expect(profile).toMatchObject({ business_name: 'Rose City Bakery', city: 'Portland' });

    const details = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/user_details',
      headers: bearer(body.access_token),
    });
    expect(details.statusCode).toBe(200);
  });

  it('registers an applicant and answers its id and email', async () => {
    const payload = applicantPayload({ email: 'ada@example.test', city: 'Salem', state: 'or' });
    const res = await post('applicant', payload);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ id: expect.any(Number), email: 'ada@example.test' });
    const profile = await ctx.db
      .selectFrom('applicant_profiles')
      .selectAll()
      .where('user_id', '=', res.json<{ id: number }>().id)
      .executeTakeFirstOrThrow();
    expect(profile).toMatchObject({
      date_of_birth: '2010-05-04',
      city: 'Salem',
      state: 'OR',
      address_line1: null,
    });
  });

  it.each(['(919) 555-0188', '919.555.0188', '+1 919 555 0188'])(
    'stores the phone %s of either role in E.164',
    async (phone) => {
      const business = await post('business', businessPayload({ phone_number: phone }));
      expect(business.statusCode, business.body).toBe(201);
      const applicant = await post('applicant', applicantPayload({ phone_number: phone }));
      expect(applicant.statusCode, applicant.body).toBe(201);
      const phones = await ctx.db.selectFrom('users').select('phone_number').execute();
      expect(phones).toEqual([{ phone_number: '+19195550188' }, { phone_number: '+19195550188' }]);
    },
  );

  const PHONE = 'enter it like (919) 555-0188';
  // [role, the wrong field, its value (undefined: left out), the message]
  const FAULTS: ['business' | 'applicant', string, string | boolean | undefined, string][] = [
    ['business', 'business_name', undefined, 'Business name is required'],
    ['business', 'business_name', '   ', 'Business name is required'],
    ['business', 'email', 'not-an-email', 'Enter a valid email'],
    ['business', 'password', 'short1', 'Min 8 chars with letters & numbers'],
    ['business', 'phone_number', 'abc', `Invalid phone: ${PHONE}`],
    ['business', 'phone_number', '503-555-01', `Invalid phone: ${PHONE}`],
    ['business', 'zip_code', '123', 'Invalid ZIP'],
    ['business', 'business_category', '', 'Select a category'],
    ['business', 'state', 'XX', 'Select state'],
    ['business', 'terms_accepted', false, 'You must accept the terms'],
    ['applicant', 'first_name', '', 'First name is required'],
    ['applicant', 'last_name', undefined, 'Last name is required'],
    ['applicant', 'date_of_birth', '', 'Date of birth is required'],
    ['applicant', 'date_of_birth', '2999-01-01', 'Enter a valid date of birth'],
    ['applicant', 'phone_number', 'x', `Invalid phone number: ${PHONE}`],
    ['applicant', 'phone_number', '555-0188', `Invalid phone number: ${PHONE}`],
    ['applicant', 'terms_accepted', undefined, 'You must accept the terms'],
  ];

  it.each(FAULTS)('refuses a %s registration with %s = %j', async (role, field, value, message) => {
    const payload = (role === 'business' ? businessPayload : applicantPayload)({ [field]: value });
    const res = await post(role, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message, field });
    expect(res.json<{ errors: unknown[] }>().errors).toContainEqual({ field, message });
    expect(await ctx.db.selectFrom('users').select('id').execute()).toEqual([]);
  });

  it('names the first failing field and lists every one', async () => {
    const res = await post(
      'business',
      businessPayload({ email: 'nope', business_name: '', zip_code: '' }),
    );
    expect(res.statusCode).toBe(400);
    const body = res.json<{ message: string; field: string; errors: { field: string }[] }>();
    expect(body).toMatchObject({ field: 'email', message: 'Enter a valid email' });
    expect(body.errors.map((e) => e.field)).toEqual(['email', 'business_name', 'zip_code']);
  });

  it('answers 400, not 500, to a body that is not an object', async () => {
    const res = await postRawJson(ctx.app, '/api/auth/register/applicant', '[1,2]');
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toEqual(expect.any(String));
  });

  it('refuses an email already registered, in any letter case and for either role', async () => {
    expect(
      (await post('applicant', applicantPayload({ email: 'sam@example.test' }))).statusCode,
    ).toBe(201);
    for (const [role, payload] of [
      ['applicant', applicantPayload({ email: 'SAM@Example.test' })],
      ['business', businessPayload({ email: ' Sam@example.TEST ' })],
    ] as const) {
      const res = await post(role, payload);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        message: 'An account with this email already exists',
        field: 'email',
      });
    }
    expect(await ctx.db.selectFrom('users').select('id').execute()).toHaveLength(1);
  });
});

describe.each(testDatabaseKinds)('registration throttling per address on %s', (kind) => {
  const ctx = setupTestApp(kind, { env: { RATE_LIMIT_AUTH_PER_IP: '2' } });

  it('answers 429 once an address has used up its registrations and failed sign-ins', async () => {
    const register = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/register/applicant',
        payload: applicantPayload(),
      });
    expect((await register()).statusCode).toBe(201);
    const login = await postLogin(ctx.app, 'nobody@example.test', 'whatever1');
    expect(login.statusCode).toBe(401);
    const res = await register();
    expect(res.statusCode).toBe(429);
    expect(res.json<{ message: string }>().message).toMatch(
      /^Too many requests from your network\. Try again in \d+ minutes?\.$/,
    );
  });

  it('starts counting again when the window has passed', async () => {
    await ctx.db
      .insertInto('throttle_counters')
      .values({ key: 'auth-ip:127.0.0.1', count: 99, reset_at: '2020-01-01T00:00:00.000Z' })
      .execute();
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register/applicant',
      payload: applicantPayload(),
    });
    expect(res.statusCode).toBe(201);
  });
});
