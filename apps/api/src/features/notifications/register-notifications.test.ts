import { describe, expect, it } from 'vitest';
import { registerApplicant, registerBusiness } from '../../testing/auth-testing';
import { postSavedSearch } from '../../testing/applicant-testing';
import { postJob } from '../../testing/business-jobs-testing';
import { setupTestApp, testDatabaseKinds } from '../../testing/test-app';

describe.each(testDatabaseKinds)('notice mails on %s', (kind) => {
  const ctx = setupTestApp(kind);

  it('queues the job alert mails that are due once the server listens', async () => {
    const applicant = await registerApplicant(ctx.app);
    const saved = await postSavedSearch(ctx.app, applicant.access_token, {
      name: 'Barista jobs',
      filters: { search: 'barista' },
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const business = await registerBusiness(ctx.app);
    await postJob(ctx.app, business.access_token, { action: 'save_and_publish' });

    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    await expect
      .poll(async () => ctx.db.selectFrom('mail_outbox').select('subject').execute())
      .toEqual([{ subject: '1 new job for "Barista jobs"' }]);
  });
});
