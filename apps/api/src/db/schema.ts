import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

// The whole data model (DESIGN §3), typed for Kysely. Portable choices so that one set of
// queries serves SQLite and PostgreSQL:
// - timestamps are ISO 8601 UTC text ("2026-11-22T03:01:02.000Z"), which sorts as time does;
// - dates without time (date of birth, deadline) are "YYYY-MM-DD" text;
// - booleans are integers 0/1 (`Flag`), converted at the repository edge;
// - lists (job types, responsibilities…) are JSON arrays stored as text.

/** 0 or 1. */
export type Flag = number;
type Id = Generated<number>;
/** ISO 8601 UTC text. */
type Timestamp = string;
/** JSON array of strings, stored as text. */
type JsonList = string;

export interface UsersTable {
  id: Id;
  role: 'applicant' | 'business';
  email: string;
  /** Lower-cased email, unique: emails compare case-insensitively. */
  email_normalized: string;
  password_hash: string | null;
  google_subject: string | null;
  first_name: string | null;
  last_name: string | null;
  phone_number: string | null;
  email_notifications: Flag;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** When the user first opened their overview (migration 0007); null until then. */
  overview_seen_at: Timestamp | null;
}

export interface SessionsTable {
  id: Id;
  user_id: number;
  /** SHA-256 hex of the opaque bearer token; the token itself is never stored. */
  token_hash: string;
  remember: Flag;
  expires_at: Timestamp;
  created_at: Timestamp;
  last_used_at: Timestamp;
}

export interface BusinessProfilesTable {
  id: Id;
  user_id: number;
  business_name: string;
  business_category: string;
  business_description: string;
  address_line1: string;
  address_line2: string | null;
  city: string;
  state: string;
  zip_code: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ApplicantProfilesTable {
  id: Id;
  user_id: number;
  /** YYYY-MM-DD. */
  date_of_birth: string | null;
  address_line1: string | null;
  address_line2: string | null;
  city: string | null;
  state: string | null;
  zip_code: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface JobsTable {
  id: Id;
  /** users.id of the business that owns the job. */
  business_id: number;
  /** Copy of the business name (kept in step with the profile) for search and sort. */
  company_name: string;
  title: string;
  description: string;
  /** The first (and in practice only) job type: an indexed filter column. */
  job_type: string;
  job_types: JsonList;
  business_category: string;
  work_format: string;
  minimum_age_required: number;
  location_street: string;
  location_city: string;
  location_state: string;
  location_zip: string;
  key_responsibilities: JsonList;
  requirements_qualifications: JsonList;
  offerings: JsonList;
  compensation_type: string | null;
  compensation_amount: number | null;
  duration: string | null;
  schedule: string | null;
  /** The shifts as JSON (the domain's WorkSchedule, decision 066); null: free text only. */
  work_schedule: ColumnType<string | null, string | null | undefined, string | null>;
  /** The shifts in the words a card shows (db/job-schedule-columns.ts); null: none listed. */
  shifts_text: ColumnType<string | null, string | null | undefined, string | null>;
  /** The shifts' flags the job search filters on (db/job-schedule-columns.ts, decision 069). */
  shifts_weekends: ColumnType<Flag, Flag | undefined, Flag>;
  shifts_after_three: ColumnType<Flag, Flag | undefined, Flag>;
  shifts_summer_only: ColumnType<Flag, Flag | undefined, Flag>;
  shifts_fit_young: ColumnType<Flag, Flag | undefined, Flag>;
  /** The centre of the job's ZIP code (db/job-place-columns.ts); null: a ZIP code not known. */
  latitude: ColumnType<number | null, number | null | undefined, number | null>;
  longitude: ColumnType<number | null, number | null | undefined, number | null>;
  application_deadline: string | null;
  contact_email: string;
  high_school_students_welcome: Flag;
  after_school_hours_available: Flag;
  previous_experience_required: Flag;
  status: 'draft' | 'active' | 'archived';
  /** Number of applications, maintained with them, so lists never count per row. */
  applicants_count: ColumnType<number, number | undefined, number>;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** When the job was first published (the "posted" date); null for a draft never published. */
  published_at: Timestamp | null;
}

export interface FavouritesTable {
  id: Id;
  /** users.id of the applicant (as in every applicant_id column). */
  applicant_id: number;
  job_id: number;
  created_at: Timestamp;
}

export interface FilesTable {
  id: Id;
  owner_user_id: number;
  /** Random key under the storage root; never derived from the uploaded name. */
  storage_key: string;
  original_name: string;
  content_type: string;
  size_bytes: number;
  created_at: Timestamp;
}

export interface ApplicationsTable {
  id: Id;
  /** Null once the job is deleted; the title and company below keep the record readable. */
  job_id: number | null;
  job_title: string;
  company_name: string;
  applicant_id: number;
  status: 'applied' | 'shortlisted' | 'interview_scheduled' | 'accepted' | 'rejected';
  first_name: string;
  last_name: string;
  email: string;
  phone_number: string | null;
  street_address: string | null;
  city: string | null;
  state: string | null;
  zip_code: string | null;
  cover_letter: string | null;
  relevant_experience: string | null;
  education: string | null;
  availability: string | null;
  references_text: string | null;
  terms_accepted: Flag;
  contact_permission: Flag | null;
  resume_file_id: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  status_changed_at: Timestamp;
  /** When the job's business first opened it (migration 0005); null while it is new to them. */
  business_viewed_at: Generated<Timestamp | null>;
}

export interface ApplicationStatusHistoryTable {
  id: Id;
  application_id: number;
  status: string;
  changed_by_user_id: number | null;
  changed_at: Timestamp;
}

export interface SavedSearchesTable {
  id: Id;
  applicant_id: number;
  name: string;
  /** JSON object of job search filters (the GET /jobs/ query fields). */
  filters: string;
  last_checked_at: Timestamp;
  last_alerted_at: Timestamp | null;
  /** Job alert runs that failed in a row; set aside at ITEM_MAX_FAILURES (migration 0008). */
  alert_failures: Generated<number>;
  /** Not tried again before this, after a failure. */
  alert_retry_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface JobAlertsTable {
  id: Id;
  saved_search_id: number;
  applicant_id: number;
  job_id: number;
  created_at: Timestamp;
  seen_at: Timestamp | null;
  mailed_at: Timestamp | null;
}

export interface NotificationSettingsTable {
  user_id: number;
  new_job_matches: Flag;
  application_updates: Flag;
  interview_reminders: Flag;
  weekly_summary: Flag;
  last_weekly_summary_at: Timestamp | null;
  /** Weekly summary runs that failed in a row; set aside at ITEM_MAX_FAILURES (migration 0008). */
  summary_failures: Generated<number>;
  /** Not tried again before this, after a failure. */
  summary_retry_at: Timestamp | null;
  updated_at: Timestamp;
}

export interface NotificationsTable {
  id: Id;
  user_id: number;
  kind: string;
  title: string;
  body: string;
  link: string | null;
  read_at: Timestamp | null;
  created_at: Timestamp;
}

/** Outgoing mail, sent by a background worker; dedupe_key makes each mail happen once. */
export interface MailOutboxTable {
  id: Id;
  dedupe_key: string;
  recipient: string;
  subject: string;
  body_text: string;
  status: 'pending' | 'sending' | 'sent' | 'failed';
  attempts: number;
  send_after: Timestamp;
  locked_until: Timestamp | null;
  sent_at: Timestamp | null;
  last_error: string | null;
  created_at: Timestamp;
  /** A calendar invitation sent with it: JSON {method, content} (migration 0011). */
  calendar: Generated<string | null>;
}

export interface PasswordResetTokensTable {
  id: Id;
  user_id: number;
  token_hash: string;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  created_at: Timestamp;
}

/** OpenID Connect sign-in in progress (state, PKCE verifier, nonce). */
export interface OauthStatesTable {
  state: string;
  code_verifier: string;
  nonce: string;
  role: string;
  next_path: string | null;
  /** "Remember me" from the sign-in form (migration 0004). */
  remember: Generated<Flag>;
  expires_at: Timestamp;
  created_at: Timestamp;
}

/** One-time code that hands a new session to the SPA without a token in any URL. */
export interface AuthHandoffsTable {
  code_hash: string;
  user_id: number;
  remember: Flag;
  /** Where the SPA goes once signed in (migration 0004). */
  next_path: Generated<string | null>;
  expires_at: Timestamp;
  created_at: Timestamp;
}

/** Fixed-window counters for per-account throttling, shared by every API instance. */
export interface ThrottleCountersTable {
  key: string;
  count: number;
  reset_at: Timestamp;
}

/** An interview of an application (migration 0011, docs/decisions/034). */
export interface InterviewsTable {
  id: Id;
  application_id: number;
  status: 'proposed' | 'confirmed' | 'declined' | 'cancelled';
  format: 'in_person' | 'video' | 'phone';
  /** The address, the video call's link or the number to call. */
  location: string;
  note: string | null;
  /** The IANA zone the business's times were given in. */
  time_zone: string;
  /** The agreed start, once confirmed. */
  starts_at: Timestamp | null;
  length_minutes: number | null;
  /** The calendar invitation's SEQUENCE: one more at every move or cancellation. */
  sequence: Generated<number>;
  /** When the time now agreed was agreed (reminders count from it). */
  confirmed_at: Timestamp | null;
  new_time_requested_at: Timestamp | null;
  reminded_24h_at: Timestamp | null;
  reminded_2h_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A time offered in a proposal. */
export interface InterviewSlotsTable {
  id: Id;
  interview_id: number;
  starts_at: Timestamp;
  length_minutes: number;
}

/** A change to an application's interview, for its history. */
export interface ApplicationEventsTable {
  id: Id;
  application_id: number;
  kind: string;
  actor_role: 'business' | 'applicant';
  starts_at: Timestamp | null;
  message: string | null;
  created_at: Timestamp;
}

/** A message between the business and the applicant about one application. */
export interface ApplicationMessagesTable {
  id: Id;
  application_id: number;
  sender_user_id: number | null;
  sender_role: 'business' | 'applicant';
  body: string;
  created_at: Timestamp;
  /** When the other side first read it. */
  read_at: Timestamp | null;
  /** When a mail told the other side of it (at most one per thread an hour). */
  mailed_at: Timestamp | null;
}

/** The number of active jobs, in its one row (id 1), kept by triggers on jobs (decision 037). */
export interface ActiveJobCountTable {
  id: number;
  jobs: number;
}

/**
 * SQLite only: the places of jobs, a city lower-cased with its state, numbered for the index of
 * words by place (migration 0046, decision 100).
 */
export interface JobWordPlacesTable {
  id: Generated<number>;
  city: string;
  state: string;
}

/** A message reported for review, with its own copy of the text. */
export interface MessageReportsTable {
  id: Id;
  message_id: number | null;
  application_id: number;
  reporter_user_id: number | null;
  reporter_role: 'business' | 'applicant';
  message_body: string;
  reason: string | null;
  created_at: Timestamp;
  reviewed_at: Timestamp | null;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  business_profiles: BusinessProfilesTable;
  applicant_profiles: ApplicantProfilesTable;
  jobs: JobsTable;
  favourites: FavouritesTable;
  files: FilesTable;
  applications: ApplicationsTable;
  application_status_history: ApplicationStatusHistoryTable;
  saved_searches: SavedSearchesTable;
  job_alerts: JobAlertsTable;
  notification_settings: NotificationSettingsTable;
  notifications: NotificationsTable;
  mail_outbox: MailOutboxTable;
  password_reset_tokens: PasswordResetTokensTable;
  oauth_states: OauthStatesTable;
  auth_handoffs: AuthHandoffsTable;
  throttle_counters: ThrottleCountersTable;
  interviews: InterviewsTable;
  interview_slots: InterviewSlotsTable;
  application_events: ApplicationEventsTable;
  application_messages: ApplicationMessagesTable;
  message_reports: MessageReportsTable;
  active_job_count: ActiveJobCountTable;
  job_word_places: JobWordPlacesTable;
}

export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type Job = Selectable<JobsTable>;
export type NewJob = Insertable<JobsTable>;
export type JobUpdate = Updateable<JobsTable>;
export type BusinessProfile = Selectable<BusinessProfilesTable>;
export type NewBusinessProfile = Insertable<BusinessProfilesTable>;
