import type {
  ApplicantProfileUpdate,
  ApplicantRegistrationPayload,
  BusinessProfileUpdate,
  BusinessRegistrationPayload,
  UserProfile,
  UserRole,
} from '@firstshift/domain';
import type { Transaction } from 'kysely';
import type { Db } from '../../db/create-db';
import type { Database } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { hashPassword } from '../../lib/password';
import { SIGN_IN_MESSAGE } from '../../plugins/auth';

export const EMAIL_TAKEN_MESSAGE = 'An account with this email already exists';

/** Emails compare case-insensitively (users.email_normalized). */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();

const emailTaken = () => new HttpError(409, EMAIL_TAKEN_MESSAGE, 'email');

async function assertEmailFree(db: Db, emailNormalized: string): Promise<void> {
  const existing = await db
    .selectFrom('users')
    .select('id')
    .where('email_normalized', '=', emailNormalized)
    .executeTakeFirst();
  if (existing) throw emailTaken();
}

/**
 * The users row's part of a profile update: the phone, an applicant's names, and the email
 * opt-in, unchanged when the update leaves it out.
 */
async function updateUserColumns(
  trx: Transaction<Database>,
  userId: number,
  now: string,
  { email_notifications: on, ...columns }: UserColumnsUpdate,
): Promise<void> {
  await trx
    .updateTable('users')
    .set({
      ...columns,
      ...(on === undefined ? {} : { email_notifications: on ? 1 : 0 }),
      updated_at: now,
    })
    .where('id', '=', userId)
    .execute();
}

interface UserColumnsUpdate {
  phone_number: string | null;
  email_notifications?: boolean;
  first_name?: string;
  last_name?: string;
}

type AddressColumn = 'address_line1' | 'address_line2' | 'city' | 'state' | 'zip_code';

/** The address both kinds of profile keep, as registered or updated. */
function addressColumns<Update extends Record<AddressColumn, unknown>>(
  update: Update,
): Pick<Update, AddressColumn> {
  const { address_line1, address_line2, city, state, zip_code } = update;
  return { address_line1, address_line2, city, state, zip_code };
}

interface NewAccount {
  role: UserRole;
  email: string;
  /** Null for an account made with Google sign-in, which has no password until one is set. */
  password: string | null;
  google_subject?: string | null;
  first_name: string | null;
  last_name: string | null;
  phone_number: string | null;
  email_notifications: boolean;
}

/** The columns every profile row starts with: whose it is, and when it was made. */
interface ProfileOwner {
  user_id: number;
  created_at: string;
  updated_at: string;
}

/**
 * Creates the user and, in the same transaction, its profile. A concurrent registration of the
 * same email that wins the race trips the unique index, which is answered as the same 409.
 */
async function createAccount(
  db: Db,
  account: NewAccount,
  insertProfile: (trx: Transaction<Database>, owner: ProfileOwner) => Promise<unknown>,
): Promise<number> {
  const emailNormalized = normalizeEmail(account.email);
  await assertEmailFree(db, emailNormalized);
  const passwordHash = account.password === null ? null : await hashPassword(account.password);
  const now = new Date().toISOString();
  try {
    return await db.transaction().execute(async (trx) => {
      const user = await trx
        .insertInto('users')
        .values({
          role: account.role,
          email: account.email,
          email_normalized: emailNormalized,
          password_hash: passwordHash,
          google_subject: account.google_subject ?? null,
          first_name: account.first_name,
          last_name: account.last_name,
          phone_number: account.phone_number,
          email_notifications: account.email_notifications ? 1 : 0,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await insertProfile(trx, { user_id: user.id, created_at: now, updated_at: now });
      return user.id;
    });
  } catch (error) {
    await assertEmailFree(db, emailNormalized);
    throw error;
  }
}

export async function createBusinessAccount(
  db: Db,
  payload: BusinessRegistrationPayload,
): Promise<{ id: number; businessName: string }> {
  const account = { ...payload, role: 'business' as const, first_name: null, last_name: null };
  const id = await createAccount(db, account, (trx, owner) =>
    trx
      .insertInto('business_profiles')
      .values({
        ...owner,
        business_name: payload.business_name,
        business_category: payload.business_category,
        business_description: payload.business_description,
        ...addressColumns(payload),
      })
      .execute(),
  );
  return { id, businessName: payload.business_name };
}

export async function createApplicantAccount(
  db: Db,
  payload: ApplicantRegistrationPayload,
): Promise<{ id: number; email: string }> {
  const id = await createAccount(db, { ...payload, role: 'applicant' }, (trx, owner) =>
    trx
      .insertInto('applicant_profiles')
      .values({ ...owner, date_of_birth: payload.date_of_birth, ...addressColumns(payload) })
      .execute(),
  );
  return { id, email: payload.email };
}

/**
 * An applicant made by Google sign-in: no password, an empty profile (no birth date, no
 * address: the columns stay null), notifications on.
 */
export async function createGoogleApplicant(
  db: Db,
  account: { email: string; first_name: string | null; last_name: string | null; subject: string },
): Promise<number> {
  const { subject, ...names } = account;
  const newAccount = {
    ...names,
    role: 'applicant' as const,
    password: null,
    google_subject: subject,
    phone_number: null,
    email_notifications: true,
  };
  return createAccount(db, newAccount, (trx, owner) =>
    trx.insertInto('applicant_profiles').values(owner).execute(),
  );
}

export interface LoginCandidate {
  id: number;
  role: UserRole;
  passwordHash: string | null;
  userName: string;
}

/** The account an email signs in to, with the name the SPA greets it by. */
export async function findLoginCandidate(
  db: Db,
  emailNormalized: string,
): Promise<LoginCandidate | undefined> {
  const row = await db
    .selectFrom('users')
    .leftJoin('business_profiles', 'business_profiles.user_id', 'users.id')
    .select([
      'users.id',
      'users.role',
      'users.email',
      'users.password_hash',
      'users.first_name',
      'business_profiles.business_name',
    ])
    .where('users.email_normalized', '=', emailNormalized)
    .executeTakeFirst();
  if (!row) return undefined;
  const userName =
    (row.role === 'business' ? row.business_name : row.first_name) ?? row.first_name ?? row.email;
  return { id: row.id, role: row.role, passwordHash: row.password_hash, userName };
}

/** SPEC §3 "User profile" of a user. */
export async function loadUserProfile(db: Db, userId: number): Promise<UserProfile> {
  const user = await db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
  if (!user) throw new HttpError(401, SIGN_IN_MESSAGE);
  const base = {
    id: user.id,
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
    phone_number: user.phone_number,
    role: user.role,
    email_notifications: user.email_notifications === 1,
  };
  if (user.role === 'business') {
    const profile = await db
      .selectFrom('business_profiles')
      .select([
        'id',
        'business_name',
        'business_category',
        'business_description',
        'address_line1',
        'address_line2',
        'city',
        'state',
        'zip_code',
      ])
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return {
      ...base,
      date_of_birth: null,
      business_profile: profile ?? null,
      applicant_profile: null,
    };
  }
  const profile = await db
    .selectFrom('applicant_profiles')
    .select(['date_of_birth', 'address_line1', 'address_line2', 'city', 'state', 'zip_code'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  const { date_of_birth = null, ...address } = profile ?? {
    address_line1: null,
    address_line2: null,
    city: null,
    state: null,
    zip_code: null,
  };
  return { ...base, date_of_birth, business_profile: null, applicant_profile: address };
}

/**
 * Saves a business's profile; a new business name also renames the company on its jobs, in
 * the same transaction. Its jobs' pages and company page show the profile: public reads must
 * refresh after it.
 */
export async function updateBusinessProfile(
  db: Db,
  userId: number,
  update: BusinessProfileUpdate,
): Promise<void> {
  const now = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('business_profiles')
      .select('business_name')
      .where('user_id', '=', userId)
      .executeTakeFirst();
    const { phone_number, email_notifications } = update;
    await updateUserColumns(trx, userId, now, { phone_number, email_notifications });
    const profile = {
      business_name: update.business_name,
      business_category: update.business_category,
      business_description: update.business_description,
      ...addressColumns(update),
      updated_at: now,
    };
    if (before) {
      await trx
        .updateTable('business_profiles')
        .set(profile)
        .where('user_id', '=', userId)
        .execute();
    } else {
      await trx
        .insertInto('business_profiles')
        .values({ ...profile, user_id: userId, created_at: now })
        .execute();
    }
    if (before?.business_name !== update.business_name) {
      await trx
        .updateTable('jobs')
        .set({ company_name: update.business_name })
        .where('business_id', '=', userId)
        .execute();
    }
  });
}

export async function updateApplicantProfile(
  db: Db,
  userId: number,
  update: ApplicantProfileUpdate,
): Promise<void> {
  const now = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    const { first_name, last_name, phone_number, email_notifications } = update;
    await updateUserColumns(trx, userId, now, {
      first_name,
      last_name,
      phone_number,
      email_notifications,
    });
    const profile = {
      date_of_birth: update.date_of_birth,
      ...addressColumns(update),
      updated_at: now,
    };
    const result = await trx
      .updateTable('applicant_profiles')
      .set(profile)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) {
      await trx
        .insertInto('applicant_profiles')
        .values({ ...profile, user_id: userId, created_at: now })
        .execute();
    }
  });
}
