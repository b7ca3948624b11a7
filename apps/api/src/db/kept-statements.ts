import { type Compilable, CompiledQuery, SqliteAdapter } from 'kysely';
import type { Db } from './create-db';

// Building and compiling a job list's query with Kysely cost about as much as SQLite took to run
// it (87 of 199 µs for the first page at 200,000 jobs, 216 of 820 µs for a search). A public
// list has few shapes (which filters are set, the sort, the number of search words) and endless
// values, so each shape is compiled once, with named slots where its values go, and each list
// fills the slots of its shape's SQL (decision 036).

/** Where a kept statement takes a value: the name of the value in the record it is run with. */
class Slot {
  constructor(readonly name: string) {}
}

/** Values by name; `undefined` means "not given", and a statement's shape changes with it. */
export type StatementValues = Readonly<Record<string, string | number | boolean | undefined>>;

/**
 * How a query builder reads `values`: the value itself, or, while its statement is compiled
 * for keeping, the slot it goes in. A builder may test whether a value is given (its shape) but
 * must never let its SQL depend on what a value is: only read values through this.
 */
export type Bind<V extends StatementValues> = <K extends keyof V & string>(
  name: K,
) => NonNullable<V[K]>;

/** A value a statement needs; a builder asks only for those given. */
function valueIn(values: StatementValues, name: string): unknown {
  const value = values[name];
  if (value === undefined) throw new Error(`A kept statement needs the value "${name}"`);
  return value;
}

/** Reads each value as it is: the query is built and compiled for this one use. */
export const inline =
  <V extends StatementValues>(values: V): Bind<V> =>
  (name) =>
    valueIn(values, name) as NonNullable<V[typeof name]>;

const asSlot = <V extends StatementValues>(): Bind<V> =>
  ((name: string) => new Slot(name)) as unknown as Bind<V>;

/** Shapes kept per database; the oldest compiled goes first past this many. */
export const KEPT_SHAPES = 2000;
const kept = new WeakMap<Db, Map<string, CompiledQuery>>();

/**
 * A statement kept with `prepare` starts with this comment and its number (one per SQL text in
 * the process): PostgreSQL's connections prepare it once under that number (create-db.ts), and
 * PostgreSQL then plans it afresh only while a plan for any values looks no worse (its
 * generic plan). The comment also names the statement in the database's own logs.
 */
export const KEPT_STATEMENT = /^\/\* kept (\d+) \*\/ /;

/**
 * At most this many statements are prepared on each connection, whatever requests arrive: a
 * statement's number follows its SQL, so a shape compiled again (after it was dropped from the
 * shapes kept) is prepared under its first number, and past this many SQL texts a new one runs
 * unprepared. Without the bound, requests cycling through the list's thousands of shapes would
 * grow every connection's prepared statements without end.
 */
export const MAX_PREPARED_STATEMENTS = 500;
const preparedNumbers = new Map<string, number>();

/**
 * At most this many of those numbers go to statements with values written in (runKept's
 * `postgresPlanFor`), so that sets of values, however many arrive, leave the rest to the shapes.
 */
export const MAX_WRITTEN_STATEMENTS = 200;
let writtenStatements = 0;

/** The SQL marked for preparing under its number, or as it is once the numbers run out. */
function preparedSql(sql: string): string {
  let number = preparedNumbers.get(sql);
  if (number === undefined) {
    if (preparedNumbers.size >= MAX_PREPARED_STATEMENTS) return sql;
    number = preparedNumbers.size + 1;
    preparedNumbers.set(sql, number);
  }
  return `/* kept ${number} */ ${sql}`;
}

/** Each PostgreSQL database's twin on the connections that share plans (sharedPlanDb). */
const sharedPlanDbs = new WeakMap<Db, Db>();

/**
 * Where a kept statement whose best plan is the same for any values runs: on PostgreSQL, on
 * connections of their own that plan each prepared statement once for any values
 * (`plan_cache_mode = force_generic_plan`, create-db.ts). Left to itself, PostgreSQL plans a
 * statement afresh for every request while the plan for any values looks dearer than the plans
 * for the values given: 90 of 198 list statements, most for the plans it would have kept
 * (decision 062). Only kept statements may run there: a text search, planned for its words,
 * would be planned for any words. Elsewhere (SQLite, a transaction) the database itself.
 */
export function sharedPlanDb(db: Db): Db {
  return sharedPlanDbs.get(db) ?? db;
}

/** Makes `shared` the database where `db`'s kept statements with a shared plan run. */
export function setSharedPlanDb(db: Db, shared: Db): void {
  sharedPlanDbs.set(db, shared);
}

/**
 * `sql` with each of its placeholders written `+?`, which SQLite's planner does not read: the
 * same value (a unary plus changes nothing, not even the comparison's affinity), but a statement
 * so written is planned once, when it is prepared, and runs that plan for any values. With a
 * plain `?` in a condition on an indexed column, SQLite (whose statistics hold samples of each
 * index's values, STAT4) reads the value to plan, and so prepares the statement again each time
 * a value is bound (decision 074). Placeholders inside quoted text or comments are left alone.
 */
export function plannedOnce(sql: string): string {
  return placeholderSplit(sql).join('+?');
}

/**
 * `sql` cut at each of its placeholders (`?` on SQLite, `$1`, `$2`… in order on PostgreSQL), so
 * that joining the pieces with one placeholder each (numbered in order) gives it back.
 * Placeholders inside quoted text, quoted names and comments are not cut at.
 */
export function placeholderSplit(sql: string, dialect: 'sqlite' | 'postgres' = 'sqlite'): string[] {
  const pieces: string[] = [];
  let piece = '';
  let index = 0;
  while (index < sql.length) {
    const char = sql[index] ?? '';
    const next = sql[index + 1];
    let end = index + 1;
    if (char === "'" || char === '"' || char === '`') {
      // A quoted string or name, where a doubled quote stands for itself.
      end = sql.indexOf(char, index + 1);
      while (end !== -1 && sql[end + 1] === char) end = sql.indexOf(char, end + 2);
      end = end === -1 ? sql.length : end + 1;
    } else if (char === '[') {
      end = sql.indexOf(']', index + 1);
      end = end === -1 ? sql.length : end + 1;
    } else if (char === '-' && next === '-') {
      end = sql.indexOf('\n', index + 2);
      end = end === -1 ? sql.length : end + 1;
    } else if (char === '/' && next === '*') {
      end = sql.indexOf('*/', index + 2);
      end = end === -1 ? sql.length : end + 2;
    } else if (char === '?' && dialect === 'sqlite') {
      pieces.push(piece);
      piece = '';
      index = end;
      continue;
    } else if (char === '$' && dialect === 'postgres' && /\d/.test(next ?? '')) {
      // PostgreSQL's $1, $2…: Kysely numbers them in order, each once.
      while (/\d/.test(sql[end] ?? '')) end += 1;
      pieces.push(piece);
      piece = '';
      index = end;
      continue;
    }
    piece += sql.slice(index, end);
    index = end;
  }
  pieces.push(piece);
  return pieces;
}

/**
 * A value as SQLite reads it written in a statement, or undefined for one left bound: text
 * (quoted, a quote doubled; not with a NUL, which would end the text), a whole number, a flag.
 */
export function sqliteLiteral(value: unknown): string | undefined {
  if (typeof value === 'boolean') return value ? '1' : '0';
  if (typeof value === 'number') return Number.isSafeInteger(value) ? String(value) : undefined;
  if (typeof value === 'string' && !value.includes('\0')) return `'${value.replaceAll("'", "''")}'`;
  return undefined;
}

/**
 * A value as PostgreSQL reads it written in a statement, or undefined for one left bound: text
 * quoted (a quote doubled; not with a NUL, which PostgreSQL's text cannot hold, nor a backslash,
 * which the server's settings may read as an escape), a whole number in parentheses (so that a
 * minus never meets another as a comment), a flag.
 */
export function postgresLiteral(value: unknown): string | undefined {
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'number') return Number.isSafeInteger(value) ? `(${value})` : undefined;
  if (typeof value === 'string' && !/[\0\\]/.test(value)) {
    return `'${value.replaceAll("'", "''")}'`;
  }
  return undefined;
}

// Not create-db.ts's isPostgres: create-db.ts imports this module.
const isSqlite = (db: Db) => db.getExecutor().adapter instanceof SqliteAdapter;

/** `kind` and which of `values` are given: what decides a statement's SQL. */
export function shapeOf(kind: string, values: StatementValues): string {
  const given = Object.keys(values).filter((name) => values[name] !== undefined);
  return `${kind}|${given.sort().join(',')}`;
}

/**
 * Runs the statement `build` makes from `values`, compiled once per database and shape (`kind`
 * and which values are given) with slots for its values, then filled from `values` each time.
 * `prepare`: PostgreSQL keeps the statement prepared (see KEPT_STATEMENT); only for statements
 * whose best plan hardly depends on the values. `sharedPlan` as well: it plans the statement once
 * for any values (sharedPlanDb); only for statements whose plan is the same for any values.
 * `planOnce`: SQLite plans the statement once for any values (plannedOnce), where otherwise it
 * plans it again for each call's values; only for statements whose plan is the same for any
 * values on SQLite, whose planner weighs indexes otherwise than PostgreSQL's.
 * `planFor` (SQLite, not with `planOnce`): the values of these names, and the statement's own
 * constants, are written into the statement, so that SQLite plans it for them when it is
 * prepared and keeps that plan while other values are bound, where a bound value read by the
 * planner made it prepare the statement again at every call (decision 087). One statement is
 * kept per set of those values, each connection keeping its most recently used (create-db.ts):
 * only for values of few kinds (a job type, an age) or short texts (a city, a ZIP code, a pay
 * type: decision 089).
 * `postgresPlanFor` (PostgreSQL): the same, for a statement kept prepared (and with `sharedPlan`
 * planned once for any of its other values) whose plan depends on these values only: each set of
 * them is a statement of its own, prepared under its own number while numbers last
 * (MAX_PREPARED_STATEMENTS), and planned for them (decision 096).
 */
export async function runKept<R, V extends StatementValues>(
  db: Db,
  kind: string,
  values: V,
  build: (bind: Bind<V>) => Compilable<R>,
  {
    prepare = false,
    sharedPlan = false,
    planOnce = false,
    planFor = [],
    postgresPlanFor = [],
  }: {
    prepare?: boolean;
    sharedPlan?: boolean;
    planOnce?: boolean;
    planFor?: readonly (keyof V & string)[];
    postgresPlanFor?: readonly (keyof V & string)[];
  } = {},
): Promise<R[]> {
  let shapes = kept.get(db);
  if (!shapes) {
    shapes = new Map();
    kept.set(db, shapes);
  }
  const once = planOnce && isSqlite(db);
  const shape = shapeOf(`${kind}${prepare ? ':prepared' : ''}${once ? ':once' : ''}`, values);
  let statement = shapes.get(shape);
  if (!statement) {
    const compiled = build(asSlot<V>()).compile();
    const sql = once ? plannedOnce(compiled.sql) : compiled.sql;
    statement = { ...compiled, sql: prepare ? preparedSql(sql) : sql };
    if (shapes.size >= KEPT_SHAPES) shapes.delete(shapes.keys().next().value ?? '');
    shapes.set(shape, statement);
  }
  const runOn = prepare && sharedPlan ? sharedPlanDb(db) : db;
  const writing = isSqlite(db) ? (once ? [] : planFor) : postgresPlanFor;
  const written = writing.length > 0 ? new Set<string>(writing) : null;
  if (written && isSqlite(db)) {
    return (await db.executeQuery<R>(withValuesWritten(statement, values, written, 'sqlite'))).rows;
  }
  if (written) {
    // PostgreSQL: prepared, if at all, as the statement with its values written in, each such
    // statement under its own number.
    const filled = withValuesWritten(statement, values, written, 'postgres');
    const numbered = preparedNumbers.has(filled.sql);
    if (prepare && !numbered && writtenStatements < MAX_WRITTEN_STATEMENTS) {
      writtenStatements += 1;
    } else if (!prepare || !numbered) {
      // Unprepared, or past its share of the numbers: planned for at each call, on the
      // connections that plan for the values given.
      return (await db.executeQuery<R>(filled)).rows;
    }
    const sql = preparedSql(filled.sql);
    return (await runOn.executeQuery<R>(CompiledQuery.raw(sql, [...filled.parameters]))).rows;
  }
  const parameters = statement.parameters.map((parameter) =>
    parameter instanceof Slot ? valueIn(values, parameter.name) : parameter,
  );
  const result = await runOn.executeQuery<R>(CompiledQuery.raw(statement.sql, parameters));
  return result.rows;
}

/** Each kept statement's SQL cut at its placeholders, once (placeholderSplit). */
const piecesOf = new WeakMap<CompiledQuery, string[]>();

/**
 * `statement` filled from `values`, with the values named in `writing` and its own constants
 * (a flag's 1) written into its SQL (sqliteLiteral, postgresLiteral), and the others bound
 * (runKept's `planFor`), PostgreSQL's numbered again in order.
 */
function withValuesWritten(
  statement: CompiledQuery,
  values: StatementValues,
  writing: ReadonlySet<string>,
  dialect: 'sqlite' | 'postgres',
): CompiledQuery {
  let pieces = piecesOf.get(statement);
  if (!pieces) {
    // Without the number it was kept under: the statement it becomes is kept under its own.
    pieces = placeholderSplit(statement.sql.replace(KEPT_STATEMENT, ''), dialect);
    piecesOf.set(statement, pieces);
  }
  const literalOf = dialect === 'sqlite' ? sqliteLiteral : postgresLiteral;
  const valueOf = (parameter: unknown) =>
    parameter instanceof Slot ? valueIn(values, parameter.name) : parameter;
  // Each value has a placeholder of its own; were the pieces not one more, all stay bound.
  if (pieces.length !== statement.parameters.length + 1) {
    return CompiledQuery.raw(
      statement.sql.replace(KEPT_STATEMENT, ''),
      statement.parameters.map(valueOf),
    );
  }
  const bound: unknown[] = [];
  let sql = pieces[0] ?? '';
  statement.parameters.forEach((parameter, index) => {
    const value = valueOf(parameter);
    const literal =
      !(parameter instanceof Slot) || writing.has(parameter.name) ? literalOf(value) : undefined;
    if (literal === undefined) bound.push(value);
    const placeholder = dialect === 'sqlite' ? '?' : `$${bound.length}`;
    sql += (literal ?? placeholder) + (pieces[index + 1] ?? '');
  });
  return CompiledQuery.raw(sql, bound);
}
