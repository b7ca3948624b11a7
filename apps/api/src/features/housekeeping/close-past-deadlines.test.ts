import { describe, expect, it } from 'vitest';
import { createJob } from '../../testing/factories';
import { setupTestApp, testDatabaseKinds } from '../../testing/test-app';
import { CLOSE_BATCH, closePastDeadlines } from './close-past-deadlines';

describe.each(testDatabaseKinds)('closing jobs past their deadline on %s', (kind) => {
  const ctx = setupTestApp(kind);

  const statuses = async () =>
    Object.fromEntries(
      (await ctx.db.selectFrom('jobs').select(['title', 'status']).execute()).map((job) => [
        job.title,
        job.status,
      ]),
    );

  it('archives a job on the board once its deadline day has ended everywhere, and no other', async () => {
    await createJob(ctx.db, { title: 'Ended', application_deadline: '2027-03-09' });
    await createJob(ctx.db, { title: 'Last day', application_deadline: '2027-03-10' });
    await createJob(ctx.db, { title: 'No deadline', application_deadline: null });
    await createJob(ctx.db, {
      title: 'Draft',
      status: 'draft',
      application_deadline: '2027-01-01',
    });
    // 11:59 UTC on March 11: still March 10 at UTC−12, so a deadline of March 10 holds.
    const now = new Date('2027-03-11T11:59:00Z');

    expect(await closePastDeadlines(ctx.db, now)).toBe(1);
    expect(await statuses()).toEqual({
      Ended: 'archived',
      'Last day': 'active',
      'No deadline': 'active',
      Draft: 'draft',
    });

    // At noon UTC the tenth has ended everywhere; a second run finds nothing more.
    expect(await closePastDeadlines(ctx.db, new Date('2027-03-11T12:00:00Z'))).toBe(1);
    expect(await closePastDeadlines(ctx.db, new Date('2027-03-11T12:00:00Z'))).toBe(0);
    expect((await statuses())['Last day']).toBe('archived');
  });

  it('closes more than one batch of them, a batch at a time, and every one', async () => {
    const due = CLOSE_BATCH * 2 + 1;
    for (let i = 0; i < due; i++) {
      await createJob(ctx.db, { title: `Ended ${i}`, application_deadline: '2027-03-09' });
    }
    await createJob(ctx.db, { title: 'Later', application_deadline: '2027-04-01' });
    const statements: string[] = [];
    const counted = ctx.db.withPlugin({
      transformQuery: (args) => {
        if (args.node.kind === 'UpdateQueryNode') statements.push(args.queryId.queryId);
        return args.node;
      },
      transformResult: async (args) => args.result,
    });

    expect(await closePastDeadlines(counted, new Date('2027-03-11T12:00:00Z'))).toBe(due);
    // Two full batches, then one that found the last job and fewer than a batch.
    expect(statements).toHaveLength(3);
    const left = await ctx.db
      .selectFrom('jobs')
      .select(['title', 'status'])
      .where('status', '=', 'active')
      .execute();
    expect(left).toEqual([{ title: 'Later', status: 'active' }]);
  });
});
