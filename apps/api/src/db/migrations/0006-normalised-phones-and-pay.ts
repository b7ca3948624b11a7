import { type Kysely, sql } from 'kysely';

// Frozen: phone numbers in E.164 and compensation types in their normalised form, as the app
// stores them from now on (docs/decisions/016). Change it with a new migration, never by
// editing this one. It carries its own copy of both rules, in plain code, so that it converts
// the same way whatever the app's rules or libraries become. A value it cannot normalise is
// kept as it is. Each distinct value is converted once, with one update for all its rows.

/**
 * The numbers the old rule let in (an optional plus, then digits, spaces, hyphens and
 * parentheses) in E.164, read as the app reads them (US unless a country code is given):
 * a US number needs 10 digits (or 11 with the leading 1), a "+1" number 11, and another
 * "+" (or "011") number 8 to 15 digits, E.164's limits. Anything else gives null.
 */
export function phoneToE164(stored: string): string | null {
  const text = stored.trim();
  if (!/^\+?[\d\s().-]+$/.test(text)) return null;
  const digits = text.replace(/\D/g, '');
  const international = text.startsWith('+')
    ? digits
    : digits.startsWith('011')
      ? digits.slice(3)
      : null;
  if (international === null) {
    if (digits.length === 10) return `+1${digits}`;
    if (digits.length === 11 && digits.startsWith('1')) return `+${digits}`;
    return null;
  }
  if (international.startsWith('1'))
    return international.length === 11 ? `+${international}` : null;
  if (international.startsWith('0')) return null;
  return international.length >= 8 && international.length <= 15 ? `+${international}` : null;
}

const TIME_UNITS: Readonly<Record<string, string>> = {
  hour: 'hour',
  hr: 'hour',
  hourly: 'hour',
  day: 'day',
  daily: 'day',
  week: 'week',
  wk: 'week',
  weekly: 'week',
  month: 'month',
  mo: 'month',
  monthly: 'month',
  year: 'year',
  yr: 'year',
  yearly: 'year',
  annual: 'year',
  annually: 'year',
};
const RATE_PREFIX = /^(?:\/|per\b|an?\b)\s*/i;

/**
 * A rate over a time unit as the bare unit ("per hour", "/hr", "Hourly" → "hour"), another
 * rate with its "per" ("/visit" → "per visit"), anything else as typed without "$" and
 * surrounding punctuation; null when nothing is left.
 */
export function normalisedCompensationType(stored: string): string | null {
  const text = stored
    .replaceAll('$', ' ')
    .replace(/\s+/g, ' ')
    .replace(/^[\s,;:.\-–]+/, '')
    .replace(/[\s,;:.\-–/]+$/, '');
  const isRate = RATE_PREFIX.test(text);
  const unit = isRate ? text.replace(RATE_PREFIX, '') : text;
  if (!unit) return null;
  const lower = unit.toLowerCase();
  const time = TIME_UNITS[lower] ?? TIME_UNITS[lower.replace(/s$/, '')];
  if (time) return time;
  return isRate ? `per ${unit}` : unit;
}

type Db = Kysely<Record<string, Record<string, unknown>>>;

async function convert(
  db: Db,
  table: string,
  column: string,
  normalise: (value: string) => string | null,
  keepUnconvertible: boolean,
): Promise<void> {
  const rows = await db
    .selectFrom(table)
    .select(sql<string>`${sql.ref(column)}`.as('value'))
    .distinct()
    .where(column, 'is not', null)
    .execute();
  for (const { value } of rows) {
    const converted = normalise(value);
    if (converted === value || (converted === null && keepUnconvertible)) continue;
    await db
      .updateTable(table)
      .set({ [column]: converted })
      .where(column, '=', value)
      .execute();
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  const data = db as unknown as Db;
  await convert(data, 'users', 'phone_number', phoneToE164, true);
  await convert(data, 'applications', 'phone_number', phoneToE164, true);
  // A type with nothing left after normalising (only "$" or punctuation) says nothing: null.
  await convert(data, 'jobs', 'compensation_type', normalisedCompensationType, false);
}

/** Nothing to undo: the original spellings are not kept, and the new ones are valid input. */
export async function down(): Promise<void> {}
