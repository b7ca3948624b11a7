import type { JobDetail } from '@firstshift/domain';
import { describe, expect, it } from 'vitest';
import { auth, signIn, signedInApplicant } from '../../testing/applicant-testing';
import { createBusiness, createJob } from '../../testing/factories';
import { setupTestApp, testDatabaseKinds } from '../../testing/test-app';

describe.each(testDatabaseKinds)('GET /api/jobs/:id owner flag on %s', (kind) => {
  const ctx = setupTestApp(kind);

  async function setup() {
    const owner = await createBusiness(ctx.db);
    const other = await createBusiness(ctx.db);
    const jobId = await createJob(ctx.db, { business: owner });
    return {
      jobId,
      ownerToken: await signIn(ctx.db, owner.userId),
      otherToken: await signIn(ctx.db, other.userId),
    };
  }

  const read = (id: number, token?: string) =>
    ctx.app.inject({
      method: 'GET',
      url: `/api/jobs/${id}`,
      headers: token ? auth(token) : {},
    });

  it('tells the business that posted an active job that it is theirs, privately', async () => {
    const { jobId, ownerToken } = await setup();
    const res = await read(jobId, ownerToken);
    expect(res.statusCode).toBe(200);
    expect(res.json<JobDetail>()).toMatchObject({ id: jobId, is_owner: true });
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('says nothing about ownership to another business, an applicant or a visitor', async () => {
    const { jobId, ownerToken, otherToken } = await setup();
    const applicant = await signedInApplicant(ctx.db);
    // The owner reads first, so the shared cache is warm and must not carry the owner's flag.
    await read(jobId, ownerToken);
    const anonymous = await read(jobId);
    for (const token of [otherToken, applicant.token, 'not-a-session', undefined]) {
      const res = await read(jobId, token);
      expect(res.statusCode, String(token)).toBe(200);
      expect(res.json<JobDetail>(), String(token)).not.toHaveProperty('is_owner');
      expect(res.body, String(token)).toBe(anonymous.body);
      // Every API answer says the same (plugins/private-responses): the header tells nothing.
      expect(res.headers['cache-control'], String(token)).toBe('private, no-store');
    }
    // And the owner still sees the flag after others read the same cached page.
    expect((await read(jobId, ownerToken)).json<JobDetail>().is_owner).toBe(true);
  });

  it("flags the owner's draft and archived jobs, which nobody else can read at all", async () => {
    const owner = await createBusiness(ctx.db);
    const ownerToken = await signIn(ctx.db, owner.userId);
    const otherToken = await signIn(ctx.db, (await createBusiness(ctx.db)).userId);
    for (const status of ['draft', 'archived'] as const) {
      const id = await createJob(ctx.db, { business: owner, status });
      const own = await read(id, ownerToken);
      expect(own.json<JobDetail>()).toMatchObject({ id, status, is_owner: true });
      const other = await read(id, otherToken);
      expect(other.statusCode).toBe(404);
      expect(other.json()).toEqual({ message: 'Job not found' });
    }
  });
});
