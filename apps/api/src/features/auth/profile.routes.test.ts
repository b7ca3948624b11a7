import { type UserProfile, userProfileSchema } from '@firstshift/domain';
import { describe, expect, it } from 'vitest';
import { createJob } from '../../testing/factories';
import { setupTestApp, testDatabaseKinds } from '../../testing/test-app';
import { bearer, registerApplicant, registerBusiness } from '../../testing/auth-testing';

describe.each(testDatabaseKinds)('profile on %s', (kind) => {
  const ctx = setupTestApp(kind);

  const details = (token: string) =>
    ctx.app.inject({ method: 'GET', url: '/api/auth/user_details', headers: bearer(token) });
  const update = (token: string, payload: Record<string, unknown>) =>
    ctx.app.inject({ method: 'PUT', url: '/api/auth/profile', headers: bearer(token), payload });

  const businessUpdate = (overrides: Record<string, unknown> = {}) => ({
    business_name: 'Rose City Bakery & Cafe',
    business_category: 'restaurant',
    business_description: 'Bread, pastries and coffee.',
    address_line1: '14 Oak St',
    address_line2: 'Unit B',
    city: 'Salem',
    state: 'or',
    zip_code: '97301',
    phone_number: '503-555-0199',
    ...overrides,
  });

  it("reads a business's profile", async () => {
    const business = await registerBusiness(ctx.app, { email: 'owner@bakery.test' });
    const res = await details(business.access_token);
    expect(res.statusCode).toBe(200);
    const profile = userProfileSchema.parse(res.json());
    expect(profile).toEqual({
      id: business.user_id,
      first_name: null,
      last_name: null,
      email: 'owner@bakery.test',
      phone_number: '+15035550100',
      role: 'business',
      date_of_birth: null,
      email_notifications: true,
      business_profile: {
        id: expect.any(Number),
        business_name: 'Rose City Bakery',
        business_category: 'Restaurant',
        business_description: 'Bread and pastries.',
        address_line1: '12 Oak St',
        address_line2: null,
        city: 'Portland',
        state: 'OR',
        zip_code: '97201',
      },
      applicant_profile: null,
    });
  });

  it("reads an applicant's profile with the address", async () => {
    const applicant = await registerApplicant(ctx.app, {
      email: 'ada@example.test',
      city: 'Salem',
      state: 'OR',
      email_notifications: false,
    });
    const profile = userProfileSchema.parse((await details(applicant.access_token)).json());
    expect(profile).toEqual({
      id: applicant.user_id,
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'ada@example.test',
      phone_number: null,
      role: 'applicant',
      date_of_birth: '2010-05-04',
      email_notifications: false,
      business_profile: null,
      applicant_profile: {
        address_line1: null,
        address_line2: null,
        city: 'Salem',
        state: 'OR',
        zip_code: null,
      },
    });
  });

  it('updates a business profile, ignores the email and renames the company on its jobs', async () => {
    const business = await registerBusiness(ctx.app, { email: 'owner@bakery.test' });
    const other = await registerBusiness(ctx.app, { business_name: 'Other Shop' });
    const ownJob = await createJob(ctx.db, {
      business: { userId: business.user_id, businessName: 'Rose City Bakery' },
    });
    const otherJob = await createJob(ctx.db, {
      business: { userId: other.user_id, businessName: 'Other Shop' },
    });
    const before = await ctx.app.inject({ method: 'GET', url: `/api/jobs/${ownJob}` });
    expect(before.json<{ company: unknown }>().company).toBeDefined();

    const res = await update(
      business.access_token,
      businessUpdate({ email: 'changed@example.test' }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const profile = res.json<UserProfile>();
    expect(profile).toMatchObject({
      id: business.user_id,
      email: 'owner@bakery.test',
      phone_number: '+15035550199',
      business_profile: {
        business_name: 'Rose City Bakery & Cafe',
        business_category: 'Restaurant',
        address_line2: 'Unit B',
        city: 'Salem',
        state: 'OR',
        zip_code: '97301',
      },
    });
    expect((await details(business.access_token)).json()).toEqual(profile);

    const jobs = await ctx.db.selectFrom('jobs').select(['id', 'company_name']).execute();
    expect(jobs).toContainEqual({ id: ownJob, company_name: 'Rose City Bakery & Cafe' });
    expect(jobs).toContainEqual({ id: otherJob, company_name: 'Other Shop' });
    const after = await ctx.app.inject({ method: 'GET', url: `/api/jobs/${ownJob}` });
    expect(after.body).toContain('Rose City Bakery & Cafe');
  });

  it("turns a business's email notifications off and keeps them when left out", async () => {
    const business = await registerBusiness(ctx.app);
    const off = await update(business.access_token, businessUpdate({ email_notifications: false }));
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json<UserProfile>().email_notifications).toBe(false);
    const unchanged = await update(business.access_token, businessUpdate());
    expect(unchanged.json<UserProfile>().email_notifications).toBe(false);
    const bad = await update(business.access_token, businessUpdate({ email_notifications: 'no' }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: 'email_notifications' });
  });

  it('refuses an invalid business update with the field at fault', async () => {
    const business = await registerBusiness(ctx.app);
    const res = await update(business.access_token, businessUpdate({ business_name: '' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: 'Business name is required',
      field: 'business_name',
    });
    const profile = (await details(business.access_token)).json<UserProfile>();
    expect(profile.business_profile?.business_name).toBe('Rose City Bakery');
  });

  it('updates an applicant profile and keeps the notification setting when left out', async () => {
    const applicant = await registerApplicant(ctx.app, { email: 'ada@example.test' });
    const res = await update(applicant.access_token, {
      first_name: ' Grace ',
      last_name: 'Hopper',
      phone_number: '503-555-0123',
      date_of_birth: '2009-12-09',
      address_line1: '1 Navy Way',
      address_line2: '',
      city: 'Eugene',
      state: 'or',
      zip_code: '97401',
      email: 'other@example.test',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      id: applicant.user_id,
      first_name: 'Grace',
      last_name: 'Hopper',
      email: 'ada@example.test',
      phone_number: '+15035550123',
      role: 'applicant',
      date_of_birth: '2009-12-09',
      email_notifications: true,
      business_profile: null,
      applicant_profile: {
        address_line1: '1 Navy Way',
        address_line2: null,
        city: 'Eugene',
        state: 'OR',
        zip_code: '97401',
      },
    });

    const off = await update(applicant.access_token, {
      first_name: 'Grace',
      last_name: 'Hopper',
      date_of_birth: '2009-12-09',
      email_notifications: false,
    });
    expect(off.json<UserProfile>()).toMatchObject({
      email_notifications: false,
      phone_number: null,
      applicant_profile: { city: null },
    });
  });

  it('refuses an invalid applicant update with the field at fault', async () => {
    const applicant = await registerApplicant(ctx.app);
    const res = await update(applicant.access_token, {
      first_name: 'Ada',
      last_name: '',
      date_of_birth: '2010-05-04',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'Last name is required', field: 'last_name' });
  });

  it.each(['(919) 555-0188', '919.555.0188', '+1 919 555 0188'])(
    'stores the phone %s of either profile in E.164 and reads it back so',
    async (phone) => {
      const business = await registerBusiness(ctx.app);
      const applicant = await registerApplicant(ctx.app);
      const businessRes = await update(
        business.access_token,
        businessUpdate({ phone_number: phone }),
      );
      expect(businessRes.statusCode, businessRes.body).toBe(200);
      expect(businessRes.json<UserProfile>().phone_number).toBe('+19195550188');
      const applicantRes = await update(applicant.access_token, {
        first_name: 'Ada',
        last_name: 'Lovelace',
        date_of_birth: '2010-05-04',
        phone_number: phone,
      });
      expect(applicantRes.statusCode, applicantRes.body).toBe(200);
      expect(applicantRes.json<UserProfile>().phone_number).toBe('+19195550188');
      for (const token of [business.access_token, applicant.access_token]) {
        expect((await details(token)).json<UserProfile>().phone_number).toBe('+19195550188');
      }
    },
  );

  it('refuses a wrong phone with an example and keeps the stored one', async () => {
    const business = await registerBusiness(ctx.app);
    const applicant = await registerApplicant(ctx.app, { phone_number: '+44 20 7946 0958' });
    const businessRes = await update(
      business.access_token,
      businessUpdate({ phone_number: '503-555-019' }),
    );
    expect(businessRes.statusCode).toBe(400);
    expect(businessRes.json()).toMatchObject({
      message: 'Invalid phone: enter it like (919) 555-0188',
      field: 'phone_number',
    });
    const applicantRes = await update(applicant.access_token, {
      first_name: 'Ada',
      last_name: 'Lovelace',
      date_of_birth: '2010-05-04',
      phone_number: '503-CALL-NOW',
    });
    expect(applicantRes.statusCode).toBe(400);
    expect(applicantRes.json()).toMatchObject({
      message: 'Invalid phone number: enter it like (919) 555-0188',
      field: 'phone_number',
    });
    expect((await details(business.access_token)).json<UserProfile>().phone_number).toBe(
      '+15035550100',
    );
    expect((await details(applicant.access_token)).json<UserProfile>().phone_number).toBe(
      '+442079460958',
    );
  });

  it('asks for a sign-in before reading or changing a profile', async () => {
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/auth/user_details' })).statusCode,
    ).toBe(401);
    const res = await ctx.app.inject({ method: 'PUT', url: '/api/auth/profile', payload: {} });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Please sign in.' });
  });
});

describe.each(testDatabaseKinds)('business rename with shared public reads on %s', (kind) => {
  const ctx = setupTestApp(kind, { env: { PUBLIC_CACHE_SECONDS: '60' } });

  it('shows the new company name on public job reads at once', async () => {
    const business = await registerBusiness(ctx.app, { business_name: 'Old Name' });
    const job = await createJob(ctx.db, {
      business: { userId: business.user_id, businessName: 'Old Name' },
    });
    const read = () => ctx.app.inject({ method: 'GET', url: `/api/jobs/${job}` });
    expect((await read()).body).toContain('Old Name');
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/api/auth/profile',
      headers: bearer(business.access_token),
      payload: {
        business_name: 'New Name',
        business_category: 'Retail',
        address_line1: '1 Main St',
        city: 'Portland',
        state: 'OR',
        zip_code: '97201',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = await read();
    expect(after.body).toContain('New Name');
    expect(after.body).not.toContain('Old Name');
    // The company filter finds the job by its new name only.
    const byCompany = async (name: string) =>
      (await ctx.app.inject({ method: 'GET', url: `/api/jobs/?company=${name}` }))
        .json<{ id: number }[]>()
        .map((found) => found.id);
    expect(await byCompany('new%20name')).toEqual([job]);
    expect(await byCompany('old%20name')).toEqual([]);
  });
});
