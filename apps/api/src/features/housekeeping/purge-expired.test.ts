import { describe, expect, it } from 'vitest';
import { setupTestApp, testDatabaseKinds } from '../../testing/test-app';
import { createBusiness } from '../../testing/factories';
import { purgeExpired } from './purge-expired';

const NOW = new Date('2026-11-22T12:00:00.000Z');
const at = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000).toISOString();
const daysAgo = (days: number) => at(-days * 24 * 60);

describe.each(testDatabaseKinds)('purging expired rows on %s', (kind) => {
  const ctx = setupTestApp(kind);

  it('deletes only what can no longer be used', async () => {
    const { userId } = await createBusiness(ctx.db);
    const db = ctx.db;
    const session = (token: string, expires: string) => ({
      user_id: userId,
      token_hash: token,
      remember: 0 as const,
      expires_at: expires,
      created_at: daysAgo(1),
      last_used_at: daysAgo(1),
    });
    await db
      .insertInto('sessions')
      .values([session('expired', at(-1)), session('live', at(60))])
      .execute();
    const state = (id: string, expires: string) => ({
      state: id,
      code_verifier: 'v',
      nonce: 'n',
      role: 'applicant',
      next_path: null,
      expires_at: expires,
      created_at: daysAgo(1),
    });
    await db
      .insertInto('oauth_states')
      .values([state('old', at(-5)), state('open', at(5))])
      .execute();
    const handoff = (code: string, expires: string) => ({
      code_hash: code,
      user_id: userId,
      remember: 0 as const,
      expires_at: expires,
      created_at: daysAgo(1),
    });
    await db
      .insertInto('auth_handoffs')
      .values([handoff('old', at(-1)), handoff('fresh', at(1))])
      .execute();
    const token = (hash: string, expires: string, usedAt: string | null) => ({
      user_id: userId,
      token_hash: hash,
      expires_at: expires,
      used_at: usedAt,
      created_at: daysAgo(1),
    });
    await db
      .insertInto('password_reset_tokens')
      .values([
        token('expired', at(-1), null),
        token('used', at(30), at(-10)),
        token('usable', at(30), null),
      ])
      .execute();
    await db
      .insertInto('throttle_counters')
      .values([
        { key: 'elapsed', count: 3, reset_at: at(-1) },
        { key: 'current', count: 3, reset_at: at(10) },
      ])
      .execute();
    const mail = (key: string, status: 'sent' | 'pending' | 'failed', sentAt: string | null) => ({
      dedupe_key: key,
      recipient: 'someone@example.test',
      subject: 'Hello',
      body_text: 'Hello',
      status,
      attempts: 1,
      send_after: daysAgo(40),
      locked_until: null,
      sent_at: sentAt,
      last_error: null,
      created_at: daysAgo(40),
    });
    await db
      .insertInto('mail_outbox')
      .values([
        mail('sent-long-ago', 'sent', daysAgo(31)),
        mail('sent-lately', 'sent', daysAgo(2)),
        mail('failed-long-ago', 'failed', null),
        mail('pending', 'pending', null),
      ])
      .execute();

    const counts = await purgeExpired(db, NOW);

    expect(counts).toEqual({
      sessions: 1,
      oauthStates: 1,
      authHandoffs: 1,
      resetTokens: 2,
      throttleCounters: 1,
      sentMail: 1,
    });
    const left = async (
      table:
        | 'sessions'
        | 'password_reset_tokens'
        | 'throttle_counters'
        | 'mail_outbox'
        | 'oauth_states'
        | 'auth_handoffs',
      column: string,
    ) =>
      (await db.selectFrom(table).selectAll().execute())
        .map((row) => (row as Record<string, unknown>)[column])
        .sort();
    expect(await left('sessions', 'token_hash')).toEqual(['live']);
    expect(await left('oauth_states', 'state')).toEqual(['open']);
    expect(await left('auth_handoffs', 'code_hash')).toEqual(['fresh']);
    expect(await left('password_reset_tokens', 'token_hash')).toEqual(['usable']);
    expect(await left('throttle_counters', 'key')).toEqual(['current']);
    expect(await left('mail_outbox', 'dedupe_key')).toEqual([
      'failed-long-ago',
      'pending',
      'sent-lately',
    ]);
  });
});
