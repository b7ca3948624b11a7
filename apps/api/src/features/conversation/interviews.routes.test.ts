import { type BusinessApplication, INTERVIEW_MESSAGES, zonedTimeToUtc } from '@firstshift/domain';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { bearer, registerApplicant, registerBusiness } from '../../testing/auth-testing';
import { ZONE, conversationScene, proposal, slotIn } from '../../testing/conversation-testing';
import { setupTestApp, testDatabaseKinds } from '../../testing/test-app';

const dataDir = mkdtempSync(path.join(tmpdir(), 'firstshift-interviews-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe.each(testDatabaseKinds)('interviews on %s', (kind) => {
  const ctx = setupTestApp(kind, { env: { DATA_DIR: dataDir } });
  const scene = () => conversationScene(ctx.app);

  it('go from proposed to agreed: the application is then interview_scheduled', async () => {
    const s = await scene();
    const proposed = await s.propose();
    expect(proposed.interview).toMatchObject({
      status: 'proposed',
      format: 'in_person',
      location: '12 Main St, Durham, NC 27701',
      note: 'Ask for Dana at the front desk.',
      time_zone: ZONE,
      starts_at: null,
    });
    const [first, second] = proposed.interview?.slots ?? [];
    const slot = slotIn(3);
    expect(first?.starts_at).toBe(zonedTimeToUtc(slot.date, slot.start_time, ZONE)?.toISOString());
    expect(second?.length_minutes).toBe(45);
    expect(proposed.can_propose).toBe(true);
    // The proposal form starts from the job's address and the business's own zone (NC).
    expect(proposed.application).toMatchObject({
      job_address: expect.stringMatching(/^.+, .+, [A-Z]{2} \d{5}$/),
      default_time_zone: ZONE,
    });

    // The applicant sees the same proposal, and the application still reads as before.
    const seen = await s.ok(s.applicant.access_token, '/conversation');
    expect(seen.viewer).toBe('applicant');
    expect(seen.interview?.slots).toEqual(proposed.interview?.slots);
    expect(seen.application.status).toBe('applied');
    expect(seen.can_propose).toBe(false);

    const agreed = await s.accept(1);
    expect(agreed.interview).toMatchObject({
      status: 'confirmed',
      starts_at: second?.starts_at,
      ends_at: second?.ends_at,
      slots: [{ starts_at: second?.starts_at, length_minutes: 45 }],
    });
    expect(agreed.application.status).toBe('interview_scheduled');
    expect(agreed.events.map((e) => [e.kind, e.by])).toEqual([
      ['interview_proposed', 'business'],
      ['interview_confirmed', 'applicant'],
    ]);
    const application = await ctx.app.inject({
      method: 'GET',
      url: `/api/business/applications/${s.applicationId}`,
      headers: bearer(s.business.access_token),
    });
    expect(application.json<BusinessApplication>().history.map((h) => h.status)).toEqual([
      'applied',
      'interview_scheduled',
    ]);
  });

  it('refuse times in the past, too far, repeated, skipped by the clocks, or more than three', async () => {
    const s = await scene();
    const refused = async (overrides: Record<string, unknown>, message: string, field: string) => {
      const response = await s.call(s.business.access_token, '/interview', proposal(overrides));
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({ message, field });
    };
    await refused({ slots: [slotIn(-2)] }, INTERVIEW_MESSAGES.slotPast, 'slots.0.start_time');
    await refused(
      { slots: [slotIn(3), slotIn(400)] },
      INTERVIEW_MESSAGES.slotTooFar,
      'slots.1.start_time',
    );
    await refused(
      { slots: [slotIn(3), slotIn(3)] },
      INTERVIEW_MESSAGES.slotsRepeated,
      'slots.1.start_time',
    );
    await refused(
      { slots: [1, 2, 3, 4].map((day) => slotIn(day)) },
      INTERVIEW_MESSAGES.slotsCount,
      'slots',
    );
    await refused(
      { slots: [slotIn(3, '15:00', 500)] },
      INTERVIEW_MESSAGES.lengthRequired,
      'slots.0.length_minutes',
    );
    await refused(
      { format: 'video', location: 'javascript:alert(1)' },
      INTERVIEW_MESSAGES.linkRequired,
      'location',
    );
    await refused({ time_zone: 'Mars/Olympus' }, INTERVIEW_MESSAGES.timeZoneRequired, 'time_zone');
    const nextSpringForward = (() => {
      const year = new Date().getUTCFullYear() + (new Date().getUTCMonth() >= 2 ? 1 : 0);
      const march = new Date(Date.UTC(year, 2, 1));
      const firstSunday = 1 + ((7 - march.getUTCDay()) % 7);
      return `${year}-03-${String(firstSunday + 7).padStart(2, '0')}`;
    })();
    if (Date.parse(nextSpringForward) - Date.now() < 360 * 86_400_000) {
      await refused(
        { slots: [{ date: nextSpringForward, start_time: '02:30', length_minutes: 30 }] },
        INTERVIEW_MESSAGES.slotMissing,
        'slots.0.start_time',
      );
    }
    expect((await s.ok(s.business.access_token, '/conversation')).interview).toBeNull();
  });

  it('are seen and changed by the two parties alone, each making only their own moves', async () => {
    const s = await scene();
    const stranger = await registerBusiness(ctx.app);
    const otherApplicant = await registerApplicant(ctx.app);
    for (const token of [stranger.access_token, otherApplicant.access_token]) {
      expect((await s.call(token, '/conversation')).statusCode).toBe(404);
      expect((await s.call(token, '/interview', proposal())).statusCode).toBe(404);
      expect((await s.call(token, '/messages', { body: 'Hi' })).statusCode).toBe(404);
    }
    expect((await s.call(s.applicant.access_token, '/interview', proposal())).statusCode).toBe(403);
    const proposed = await s.propose();
    const slotId = proposed.interview?.slots[0]?.id;
    expect(
      (await s.call(s.business.access_token, '/interview/accept', { slot_id: slotId })).statusCode,
    ).toBe(403);
    expect((await s.call(s.business.access_token, '/interview/decline', {})).statusCode).toBe(403);
    expect(
      (await s.call(otherApplicant.access_token, '/interview/accept', { slot_id: slotId }))
        .statusCode,
    ).toBe(404);
    const noSession = await ctx.app.inject({
      method: 'GET',
      url: `/api/applications/${s.applicationId}/conversation`,
    });
    expect(noSession.statusCode).toBe(401);
    for (const id of ['0', '-1', '1e3', '99999999999', 'abc']) {
      const odd = await ctx.app.inject({
        method: 'GET',
        url: `/api/applications/${id}/conversation`,
        headers: bearer(s.business.access_token),
      });
      expect(odd.statusCode, id).toBeGreaterThanOrEqual(400);
      expect(odd.statusCode, id).toBeLessThan(500);
    }
  });

  it('can be declined with a word, then proposed again', async () => {
    const s = await scene();
    await s.propose();
    const declined = await s.ok(s.applicant.access_token, '/interview/decline', {
      message: 'I have school until 3:30: could we do later?',
    });
    expect(declined.interview?.status).toBe('declined');
    expect(declined.events.at(-1)).toMatchObject({
      kind: 'interview_declined',
      by: 'applicant',
      message: 'I have school until 3:30: could we do later?',
    });
    const forBusiness = await s.notifications(s.business.access_token);
    expect(forBusiness.notifications[0]).toMatchObject({
      kind: 'interview',
      title: 'Bookshop Helper: Interview times declined',
      body: 'Maya Lopez declined the times you proposed. “I have school until 3:30: could we do later?”',
      link: `/business/applications/${s.applicationId}`,
    });
    const again = await s.propose({ slots: [slotIn(5, '16:00')] });
    expect(again.interview).toMatchObject({ status: 'proposed', slots: [{ length_minutes: 30 }] });
    expect(
      (await s.call(s.applicant.access_token, '/interview/accept', { slot_id: 999999 })).json(),
    ).toMatchObject({ message: 'Choose one of the times offered', field: 'slot_id' });
  });

  it('replace unanswered times, and keep an agreed one until it is moved or cancelled', async () => {
    const s = await scene();
    const first = await s.propose();
    const replaced = await s.propose({ slots: [slotIn(6, '09:00')] });
    expect(replaced.interview?.id).toBe(first.interview?.id);
    expect(replaced.interview?.slots).toHaveLength(1);
    const stale = await s.call(s.applicant.access_token, '/interview/accept', {
      slot_id: first.interview?.slots[0]?.id,
    });
    expect(stale.statusCode).toBe(400);
    await s.accept(0);
    const twice = await s.call(s.business.access_token, '/interview', proposal());
    expect(twice.statusCode).toBe(409);
    expect(twice.json<{ message: string }>().message).toContain('move it');

    const asked = await s.ok(s.applicant.access_token, '/interview/request-new-time', {
      message: 'Could we make it an hour later?',
    });
    expect(asked.interview).toMatchObject({ status: 'confirmed', new_time_requested: true });

    const moved = await s.ok(s.business.access_token, '/interview/move', {
      ...slotIn(6, '10:00', 60),
      message: 'Sure, 10 it is.',
    });
    expect(moved.interview).toMatchObject({ status: 'confirmed', new_time_requested: false });
    const later = slotIn(6, '10:00');
    expect(moved.interview?.starts_at).toBe(
      zonedTimeToUtc(later.date, later.start_time, ZONE)?.toISOString(),
    );
    const cancelled = await s.ok(s.applicant.access_token, '/interview/cancel', {
      message: 'I found another job, sorry.',
    });
    expect(cancelled.interview?.status).toBe('cancelled');
    expect(cancelled.events.map((e) => e.kind)).toEqual([
      'interview_proposed',
      'interview_proposed',
      'interview_confirmed',
      'interview_new_time_requested',
      'interview_moved',
      'interview_cancelled',
    ]);
    expect(cancelled.can_propose).toBe(false);
    expect((await s.ok(s.business.access_token, '/conversation')).can_propose).toBe(true);
    expect((await s.call(s.applicant.access_token, '/interview/cancel', {})).statusCode).toBe(409);
  });

  it('once their time has passed, can only be moved to a new time', async () => {
    const s = await scene();
    await s.propose();
    await s.accept(0);
    const twoDaysAgo = new Date(Date.now() - 2 * 86_400_000).toISOString();
    await ctx.db
      .updateTable('interviews')
      .set({ starts_at: twoDaysAgo })
      .where('application_id', '=', s.applicationId)
      .execute();
    const seen = await s.ok(s.applicant.access_token, '/conversation');
    expect(seen.interview).toMatchObject({ status: 'confirmed', is_past: true });
    for (const [token, path] of [
      [s.applicant.access_token, '/interview/cancel'],
      [s.applicant.access_token, '/interview/request-new-time'],
      [s.business.access_token, '/interview/cancel'],
    ] as const) {
      const refused = await s.call(token, path, {});
      expect(refused.statusCode, path).toBe(409);
      expect(refused.json<{ message: string }>().message).toMatch(/time has passed/);
    }
    const moved = await s.ok(s.business.access_token, '/interview/move', slotIn(2, '11:00'));
    expect(moved.interview).toMatchObject({ status: 'confirmed', is_past: false });
  });

  it('leave interview_scheduled to the applicant: the business cannot set it by itself', async () => {
    const s = await scene();
    const direct = await ctx.app.inject({
      method: 'POST',
      url: `/api/business/applications/${s.applicationId}/status`,
      headers: bearer(s.business.access_token),
      payload: { status: 'interview_scheduled' },
    });
    expect(direct.statusCode).toBe(409);
    expect(direct.json()).toMatchObject({ field: 'status' });
  });

  it('close with the job: the applicant still reads it, nothing more can change', async () => {
    const s = await scene();
    await s.propose();
    const sent = await s.call(s.business.access_token, '/messages', {
      body: 'Looking forward to meeting you.',
    });
    expect(sent.statusCode).toBe(201);

    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/jobs/${s.job.id}`,
      headers: bearer(s.business.access_token),
    });
    expect(removed.statusCode).toBeLessThan(300);
    const seen = await s.ok(s.applicant.access_token, '/conversation');
    expect(seen.application.closed_reason).toMatch(/job was removed/);
    const accept = await s.call(s.applicant.access_token, '/interview/accept', {
      slot_id: seen.interview?.slots[0]?.id,
    });
    expect(accept.statusCode).toBe(409);
    const message = await s.call(s.applicant.access_token, '/messages', { body: 'Hello?' });
    expect(message.statusCode).toBe(409);
    expect(message.json<{ message: string }>().message).toMatch(/job was removed/);
    expect((await s.call(s.business.access_token, '/conversation')).statusCode).toBe(404);
  });

  it('refuse politely once either account is gone', async () => {
    const s = await scene();
    await s.propose();
    const goodbye = (token: string) =>
      ctx.app.inject({
        method: 'DELETE',
        url: '/api/auth/account',
        headers: bearer(token),
        payload: { password: 'secret123' },
      });
    expect((await goodbye(s.business.access_token)).statusCode).toBeLessThan(300);
    const seen = await s.ok(s.applicant.access_token, '/conversation');
    expect(seen.application.closed_reason).toMatch(/job was removed/);
    expect((await s.call(s.applicant.access_token, '/messages', { body: 'Hi?' })).statusCode).toBe(
      409,
    );

    const other = await scene();
    await other.propose();
    expect((await goodbye(other.applicant.access_token)).statusCode).toBeLessThan(300);
    const gone = await other.call(other.business.access_token, '/messages', { body: 'Hi?' });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ message: 'Application not found' });
    const left = await ctx.db
      .selectFrom('interviews')
      .select('id')
      .where('application_id', '=', other.applicationId)
      .execute();
    expect(left).toEqual([]);
  });

  it('list both sides’ agreed interviews to come, soonest first', async () => {
    const late = await scene();
    await late.propose({ slots: [slotIn(9)] });
    await late.accept();
    const soon = await conversationScene(ctx.app);
    await soon.propose({ slots: [slotIn(2, '11:00')] });
    await soon.accept();
    const upcoming = (token: string) =>
      ctx.app.inject({ method: 'GET', url: '/api/interviews/upcoming', headers: bearer(token) });
    const forApplicant = await upcoming(soon.applicant.access_token);
    expect(forApplicant.json()).toEqual({
      interviews: [
        expect.objectContaining({
          application_id: soon.applicationId,
          job_title: 'Bookshop Helper',
          company_name: 'Rose City Books',
          applicant_name: 'Maya Lopez',
          time_zone: ZONE,
          format: 'in_person',
        }),
      ],
    });
    const forOther = await upcoming(late.business.access_token);
    expect(forOther.json<{ interviews: unknown[] }>().interviews).toHaveLength(1);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/interviews/upcoming' })).statusCode,
    ).toBe(401);
  });
});
