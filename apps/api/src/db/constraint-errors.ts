// What a write refused by the database's own constraints says, on SQLite and on PostgreSQL.

const describe = (error: unknown) =>
  error instanceof Error ? `${error.message} ${String((error as { code?: unknown }).code)}` : '';

/** A row that a unique index already holds. */
export const isUniqueViolation = (error: unknown): boolean =>
  /UNIQUE constraint|23505/.test(describe(error));

/** A row that names one no longer there (a job deleted meanwhile). */
export const isForeignKeyViolation = (error: unknown): boolean =>
  /FOREIGN KEY constraint|SQLITE_CONSTRAINT_FOREIGNKEY|23503/.test(describe(error));
