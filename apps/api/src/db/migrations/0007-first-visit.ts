import type { Kysely } from 'kysely';

// Frozen: when the user first opened their overview, so that a first visit says "Welcome" and
// every later one, on any device, "Welcome back" (docs/decisions/017). Change it with a new
// migration, never by editing this one.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('overview_seen_at', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('overview_seen_at').execute();
}
