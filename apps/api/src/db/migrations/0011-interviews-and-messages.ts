import { type CreateTableBuilder, type Kysely, PostgresAdapter, sql } from 'kysely';

// Frozen: interviews, the application's history of them, its messages and their reports, and
// calendar invitations in the outbox (docs/decisions/034). Change it with a new migration, never
// by editing this one. It imports nothing from the application.

type Table<N extends string> = CreateTableBuilder<N>;

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const create = <N extends string>(name: N) => {
    const table = db.schema.createTable(name) as Table<N>;
    return postgres
      ? table.addColumn('id', 'serial', (c) => c.primaryKey())
      : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
  };

  await create('interviews')
    .addColumn('application_id', 'integer', (c) =>
      c.notNull().references('applications.id').onDelete('cascade'),
    )
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('format', 'text', (c) => c.notNull())
    .addColumn('location', 'text', (c) => c.notNull())
    .addColumn('note', 'text')
    .addColumn('time_zone', 'text', (c) => c.notNull())
    .addColumn('starts_at', 'text')
    .addColumn('length_minutes', 'integer')
    .addColumn('sequence', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('confirmed_at', 'text')
    .addColumn('new_time_requested_at', 'text')
    .addColumn('reminded_24h_at', 'text')
    .addColumn('reminded_2h_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addCheckConstraint(
      'interviews_status_check',
      sql`status in ('proposed', 'confirmed', 'declined', 'cancelled')`,
    )
    .addCheckConstraint('interviews_format_check', sql`format in ('in_person', 'video', 'phone')`)
    .execute();
  // At most one interview in play per application, whoever races to propose it.
  await db.schema
    .createIndex('interviews_open_application_key')
    .unique()
    .on('interviews')
    .column('application_id')
    .where(sql.ref('status'), 'in', sql`('proposed', 'confirmed')`)
    .execute();
  await db.schema
    .createIndex('interviews_application_idx')
    .on('interviews')
    .columns(['application_id', 'created_at'])
    .execute();
  // The reminder scheduler and the dashboards read confirmed interviews by time.
  await db.schema
    .createIndex('interviews_confirmed_start_idx')
    .on('interviews')
    .column('starts_at')
    .where(sql.ref('status'), '=', 'confirmed')
    .execute();

  await create('interview_slots')
    .addColumn('interview_id', 'integer', (c) =>
      c.notNull().references('interviews.id').onDelete('cascade'),
    )
    .addColumn('starts_at', 'text', (c) => c.notNull())
    .addColumn('length_minutes', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('interview_slots_interview_idx')
    .on('interview_slots')
    .column('interview_id')
    .execute();

  await create('application_events')
    .addColumn('application_id', 'integer', (c) =>
      c.notNull().references('applications.id').onDelete('cascade'),
    )
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('actor_role', 'text', (c) => c.notNull())
    .addColumn('starts_at', 'text')
    .addColumn('message', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('application_events_application_idx')
    .on('application_events')
    .columns(['application_id', 'created_at'])
    .execute();

  await create('application_messages')
    .addColumn('application_id', 'integer', (c) =>
      c.notNull().references('applications.id').onDelete('cascade'),
    )
    .addColumn('sender_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('sender_role', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('read_at', 'text')
    .addColumn('mailed_at', 'text')
    .execute();
  await db.schema
    .createIndex('application_messages_application_idx')
    .on('application_messages')
    .columns(['application_id', 'created_at'])
    .execute();

  // A report keeps its own copy of the message: it outlives the message and both accounts.
  await create('message_reports')
    .addColumn('message_id', 'integer', (c) =>
      c.references('application_messages.id').onDelete('set null'),
    )
    .addColumn('application_id', 'integer', (c) => c.notNull())
    .addColumn('reporter_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('reporter_role', 'text', (c) => c.notNull())
    .addColumn('message_body', 'text', (c) => c.notNull())
    .addColumn('reason', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('reviewed_at', 'text')
    .execute();
  await db.schema
    .createIndex('message_reports_message_reporter_key')
    .unique()
    .on('message_reports')
    .columns(['message_id', 'reporter_user_id'])
    .execute();

  await db.schema.alterTable('mail_outbox').addColumn('calendar', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('mail_outbox').dropColumn('calendar').execute();
  await db.schema.dropTable('message_reports').execute();
  await db.schema.dropTable('application_messages').execute();
  await db.schema.dropTable('application_events').execute();
  await db.schema.dropTable('interview_slots').execute();
  await db.schema.dropTable('interviews').execute();
}
