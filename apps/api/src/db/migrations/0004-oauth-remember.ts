import type { Kysely } from 'kysely';

// Frozen: Google sign-in carries "Remember me" and the page to return to through the provider
// round trip (docs/decisions/009). Change it with a new migration, never by editing this one.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('oauth_states')
    .addColumn('remember', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('auth_handoffs').addColumn('next_path', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('auth_handoffs').dropColumn('next_path').execute();
  await db.schema.alterTable('oauth_states').dropColumn('remember').execute();
}
