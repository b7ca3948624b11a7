import { type CreateTableBuilder, type Kysely, PostgresAdapter, sql } from 'kysely';

// Frozen: this file describes the schema as it was first released. Change the schema with a new
// migration, never by editing this one. It imports nothing from the application.
//
// Portable types (docs/decisions/002): ISO 8601 text timestamps, 0/1 integer flags, JSON text
// lists. Owner columns (jobs.business_id, favourites.applicant_id, …) reference users.id.

type Table<N extends string> = CreateTableBuilder<N>;

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const withId = <N extends string>(table: Table<N>) =>
    postgres
      ? table.addColumn('id', 'serial', (c) => c.primaryKey())
      : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
  const create = <N extends string>(name: N) => withId(db.schema.createTable(name) as Table<N>);
  const userRef = 'users.id';

  await create('users')
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('email_normalized', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text')
    .addColumn('google_subject', 'text')
    .addColumn('first_name', 'text')
    .addColumn('last_name', 'text')
    .addColumn('phone_number', 'text')
    .addColumn('email_notifications', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addCheckConstraint('users_role_check', sql`role in ('applicant', 'business')`)
    .execute();
  await db.schema
    .createIndex('users_email_normalized_key')
    .unique()
    .on('users')
    .column('email_normalized')
    .execute();
  await db.schema
    .createIndex('users_google_subject_key')
    .unique()
    .on('users')
    .column('google_subject')
    .execute();

  await create('sessions')
    .addColumn('user_id', 'integer', (c) => c.notNull().references(userRef).onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull())
    .addColumn('remember', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_used_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('sessions_token_hash_key')
    .unique()
    .on('sessions')
    .column('token_hash')
    .execute();
  await db.schema.createIndex('sessions_user_id_idx').on('sessions').column('user_id').execute();
  await db.schema
    .createIndex('sessions_expires_at_idx')
    .on('sessions')
    .column('expires_at')
    .execute();

  await create('business_profiles')
    .addColumn('user_id', 'integer', (c) => c.notNull().references(userRef).onDelete('cascade'))
    .addColumn('business_name', 'text', (c) => c.notNull())
    .addColumn('business_category', 'text', (c) => c.notNull())
    .addColumn('business_description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('address_line1', 'text', (c) => c.notNull())
    .addColumn('address_line2', 'text')
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('zip_code', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('business_profiles_user_id_key')
    .unique()
    .on('business_profiles')
    .column('user_id')
    .execute();

  await create('applicant_profiles')
    .addColumn('user_id', 'integer', (c) => c.notNull().references(userRef).onDelete('cascade'))
    .addColumn('date_of_birth', 'text')
    .addColumn('address_line1', 'text')
    .addColumn('address_line2', 'text')
    .addColumn('city', 'text')
    .addColumn('state', 'text')
    .addColumn('zip_code', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('applicant_profiles_user_id_key')
    .unique()
    .on('applicant_profiles')
    .column('user_id')
    .execute();

  await create('jobs')
    .addColumn('business_id', 'integer', (c) => c.notNull().references(userRef).onDelete('cascade'))
    .addColumn('company_name', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('job_type', 'text', (c) => c.notNull())
    .addColumn('job_types', 'text', (c) => c.notNull())
    .addColumn('business_category', 'text', (c) => c.notNull())
    .addColumn('work_format', 'text', (c) => c.notNull())
    .addColumn('minimum_age_required', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('location_street', 'text', (c) => c.notNull())
    .addColumn('location_city', 'text', (c) => c.notNull())
    .addColumn('location_state', 'text', (c) => c.notNull())
    .addColumn('location_zip', 'text', (c) => c.notNull())
    .addColumn('key_responsibilities', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('requirements_qualifications', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('offerings', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('compensation_type', 'text')
    .addColumn('compensation_amount', 'double precision')
    .addColumn('duration', 'text')
    .addColumn('schedule', 'text')
    .addColumn('application_deadline', 'text')
    .addColumn('contact_email', 'text', (c) => c.notNull())
    .addColumn('high_school_students_welcome', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('after_school_hours_available', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('previous_experience_required', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('applicants_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('published_at', 'text')
    .addCheckConstraint('jobs_status_check', sql`status in ('draft', 'active', 'archived')`)
    .addCheckConstraint(
      'jobs_job_type_check',
      sql`job_type in ('intern', 'volunteer', 'part-time', 'full-time', 'seasonal', 'temporary')`,
    )
    .addCheckConstraint(
      'jobs_work_format_check',
      sql`work_format in ('in-person', 'virtual', 'hybrid')`,
    )
    .addCheckConstraint('jobs_applicants_count_check', sql`applicants_count >= 0`)
    .execute();
  // One index per filter of the public list, each ending with the default sort (newest first)
  // so that a filtered page is read in order without sorting.
  const jobIndexes: [string, string][] = [
    ['jobs_business_idx', 'business_id, status, published_at, id'],
    ['jobs_status_published_idx', 'status, published_at, id'],
    ['jobs_status_category_idx', 'status, business_category, published_at, id'],
    ['jobs_status_job_type_idx', 'status, job_type, published_at, id'],
    ['jobs_status_work_format_idx', 'status, work_format, published_at, id'],
    ['jobs_status_city_idx', 'status, lower(location_city), published_at, id'],
    ['jobs_status_state_idx', 'status, location_state, published_at, id'],
    ['jobs_status_zip_idx', 'status, substr(location_zip, 1, 5), published_at, id'],
    ['jobs_status_min_age_idx', 'status, minimum_age_required, published_at, id'],
    ['jobs_status_hs_welcome_idx', 'status, high_school_students_welcome, published_at, id'],
    ['jobs_status_after_school_idx', 'status, after_school_hours_available, published_at, id'],
    ['jobs_status_compensation_idx', 'status, lower(compensation_type), published_at, id'],
    ['jobs_status_title_idx', 'status, lower(title), id'],
    ['jobs_status_company_idx', 'status, lower(company_name), id'],
  ];
  for (const [name, columns] of jobIndexes) {
    await sql`create index ${sql.id(name)} on jobs (${sql.raw(columns)})`.execute(db);
  }

  await create('favourites')
    .addColumn('applicant_id', 'integer', (c) =>
      c.notNull().references(userRef).onDelete('cascade'),
    )
    .addColumn('job_id', 'integer', (c) => c.notNull().references('jobs.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('favourites_applicant_job_key')
    .unique()
    .on('favourites')
    .columns(['applicant_id', 'job_id'])
    .execute();
  await db.schema.createIndex('favourites_job_id_idx').on('favourites').column('job_id').execute();

  await create('files')
    .addColumn('owner_user_id', 'integer', (c) =>
      c.notNull().references(userRef).onDelete('cascade'),
    )
    .addColumn('storage_key', 'text', (c) => c.notNull())
    .addColumn('original_name', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('size_bytes', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('files_storage_key_key')
    .unique()
    .on('files')
    .column('storage_key')
    .execute();
  await db.schema
    .createIndex('files_owner_user_id_idx')
    .on('files')
    .column('owner_user_id')
    .execute();

  await create('applications')
    .addColumn('job_id', 'integer', (c) => c.references('jobs.id').onDelete('set null'))
    .addColumn('job_title', 'text', (c) => c.notNull())
    .addColumn('company_name', 'text', (c) => c.notNull())
    .addColumn('applicant_id', 'integer', (c) =>
      c.notNull().references(userRef).onDelete('cascade'),
    )
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('applied'))
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('phone_number', 'text')
    .addColumn('street_address', 'text')
    .addColumn('city', 'text')
    .addColumn('state', 'text')
    .addColumn('zip_code', 'text')
    .addColumn('cover_letter', 'text')
    .addColumn('relevant_experience', 'text')
    .addColumn('education', 'text')
    .addColumn('availability', 'text')
    .addColumn('references_text', 'text')
    .addColumn('terms_accepted', 'integer', (c) => c.notNull())
    .addColumn('contact_permission', 'integer')
    .addColumn('resume_file_id', 'integer', (c) => c.references('files.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('status_changed_at', 'text', (c) => c.notNull())
    .addCheckConstraint(
      'applications_status_check',
      sql`status in ('applied', 'shortlisted', 'interview_scheduled', 'accepted', 'rejected')`,
    )
    .execute();
  await db.schema
    .createIndex('applications_applicant_job_key')
    .unique()
    .on('applications')
    .columns(['applicant_id', 'job_id'])
    .execute();
  await db.schema
    .createIndex('applications_applicant_created_idx')
    .on('applications')
    .columns(['applicant_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('applications_job_status_idx')
    .on('applications')
    .columns(['job_id', 'status', 'created_at'])
    .execute();
  await db.schema
    .createIndex('applications_resume_file_id_idx')
    .on('applications')
    .column('resume_file_id')
    .execute();

  await create('application_status_history')
    .addColumn('application_id', 'integer', (c) =>
      c.notNull().references('applications.id').onDelete('cascade'),
    )
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('changed_by_user_id', 'integer', (c) => c.references(userRef).onDelete('set null'))
    .addColumn('changed_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('application_status_history_application_idx')
    .on('application_status_history')
    .columns(['application_id', 'changed_at'])
    .execute();

  await create('saved_searches')
    .addColumn('applicant_id', 'integer', (c) =>
      c.notNull().references(userRef).onDelete('cascade'),
    )
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('filters', 'text', (c) => c.notNull())
    .addColumn('last_checked_at', 'text', (c) => c.notNull())
    .addColumn('last_alerted_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('saved_searches_applicant_idx')
    .on('saved_searches')
    .columns(['applicant_id', 'created_at'])
    .execute();

  await create('job_alerts')
    .addColumn('saved_search_id', 'integer', (c) =>
      c.notNull().references('saved_searches.id').onDelete('cascade'),
    )
    .addColumn('applicant_id', 'integer', (c) =>
      c.notNull().references(userRef).onDelete('cascade'),
    )
    .addColumn('job_id', 'integer', (c) => c.notNull().references('jobs.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('seen_at', 'text')
    .addColumn('mailed_at', 'text')
    .execute();
  await db.schema
    .createIndex('job_alerts_search_job_key')
    .unique()
    .on('job_alerts')
    .columns(['saved_search_id', 'job_id'])
    .execute();
  await db.schema
    .createIndex('job_alerts_applicant_created_idx')
    .on('job_alerts')
    .columns(['applicant_id', 'created_at'])
    .execute();
  await db.schema.createIndex('job_alerts_job_id_idx').on('job_alerts').column('job_id').execute();

  await db.schema
    .createTable('notification_settings')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references(userRef).onDelete('cascade'))
    .addColumn('new_job_matches', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('application_updates', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('interview_reminders', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('weekly_summary', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_weekly_summary_at', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await create('notifications')
    .addColumn('user_id', 'integer', (c) => c.notNull().references(userRef).onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('link', 'text')
    .addColumn('read_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('notifications_user_created_idx')
    .on('notifications')
    .columns(['user_id', 'created_at'])
    .execute();

  await create('mail_outbox')
    .addColumn('dedupe_key', 'text', (c) => c.notNull())
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('body_text', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('send_after', 'text', (c) => c.notNull())
    .addColumn('locked_until', 'text')
    .addColumn('sent_at', 'text')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addCheckConstraint(
      'mail_outbox_status_check',
      sql`status in ('pending', 'sending', 'sent', 'failed')`,
    )
    .execute();
  await db.schema
    .createIndex('mail_outbox_dedupe_key_key')
    .unique()
    .on('mail_outbox')
    .column('dedupe_key')
    .execute();
  await db.schema
    .createIndex('mail_outbox_status_send_after_idx')
    .on('mail_outbox')
    .columns(['status', 'send_after'])
    .execute();

  await create('password_reset_tokens')
    .addColumn('user_id', 'integer', (c) => c.notNull().references(userRef).onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('password_reset_tokens_token_hash_key')
    .unique()
    .on('password_reset_tokens')
    .column('token_hash')
    .execute();
  await db.schema
    .createIndex('password_reset_tokens_user_id_idx')
    .on('password_reset_tokens')
    .column('user_id')
    .execute();

  await db.schema
    .createTable('oauth_states')
    .addColumn('state', 'text', (c) => c.primaryKey())
    .addColumn('code_verifier', 'text', (c) => c.notNull())
    .addColumn('nonce', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('next_path', 'text')
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('oauth_states_expires_at_idx')
    .on('oauth_states')
    .column('expires_at')
    .execute();

  await db.schema
    .createTable('auth_handoffs')
    .addColumn('code_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references(userRef).onDelete('cascade'))
    .addColumn('remember', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('auth_handoffs_user_id_idx')
    .on('auth_handoffs')
    .column('user_id')
    .execute();

  await db.schema
    .createTable('throttle_counters')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('reset_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('throttle_counters_reset_at_idx')
    .on('throttle_counters')
    .column('reset_at')
    .execute();
}

const TABLES_NEWEST_FIRST = [
  'throttle_counters',
  'auth_handoffs',
  'oauth_states',
  'password_reset_tokens',
  'mail_outbox',
  'notifications',
  'notification_settings',
  'job_alerts',
  'saved_searches',
  'application_status_history',
  'applications',
  'files',
  'favourites',
  'jobs',
  'applicant_profiles',
  'business_profiles',
  'sessions',
  'users',
];

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES_NEWEST_FIRST) {
    await db.schema.dropTable(table).execute();
  }
}
