import type { Db } from '../../db/create-db';
import type { GoogleIdentity } from './google-client';
import { createGoogleApplicant, normalizeEmail } from './accounts.repository';

/** Why Google sign-in could not give this person an applicant account. */
export type GoogleRefusal = 'business' | 'unverified' | 'failed';

export type GoogleAccount = { userId: number } | { refused: GoogleRefusal };

/**
 * The applicant a Google identity signs in to (docs/decisions/009): the one already linked to
 * its subject; else the applicant with the same email, linked now when Google has verified that
 * email; else a new applicant. An email that belongs to a business is never taken over.
 */
export async function findOrCreateGoogleApplicant(
  db: Db,
  identity: GoogleIdentity,
): Promise<GoogleAccount> {
  const linked = await db
    .selectFrom('users')
    .select(['id', 'role'])
    .where('google_subject', '=', identity.subject)
    .executeTakeFirst();
  if (linked) return linked.role === 'applicant' ? { userId: linked.id } : { refused: 'business' };

  if (!identity.email) return { refused: 'failed' };
  if (!identity.emailVerified) return { refused: 'unverified' };
  const existing = await db
    .selectFrom('users')
    .select(['id', 'role', 'google_subject'])
    .where('email_normalized', '=', normalizeEmail(identity.email))
    .executeTakeFirst();
  if (existing?.role === 'business') return { refused: 'business' };
  if (existing) {
    // Another Google account is already linked to this applicant: one subject per account.
    if (existing.google_subject !== null) return { refused: 'failed' };
    await db
      .updateTable('users')
      .set({ google_subject: identity.subject, updated_at: new Date().toISOString() })
      .where('id', '=', existing.id)
      .where('google_subject', 'is', null)
      .execute();
    return { userId: existing.id };
  }
  const userId = await createGoogleApplicant(db, {
    email: identity.email.trim(),
    first_name: identity.givenName,
    last_name: identity.familyName,
    subject: identity.subject,
  });
  return { userId };
}

/** The name the SPA greets a signed-in applicant by (as password sign-in does). */
export async function applicantName(db: Db, userId: number): Promise<string> {
  const user = await db
    .selectFrom('users')
    .select(['first_name', 'email'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return user.first_name ?? user.email;
}
