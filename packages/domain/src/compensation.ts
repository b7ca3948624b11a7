// Compensation is typed as free text on the job form ("$15/hour", "15.50 per hour",
// "Unpaid") and stored as an amount plus a type (SPEC §3, §5).
//
// Rule: the first number (commas removed) is the amount; the rest of the text, without "$"
// and the spaces and punctuation around it, is the type. A rate over a time unit is stored
// as the bare unit, whatever the spelling ("/hr", "per hour", "an hour", "hourly" → "hour"),
// so that types compare and filter well; any other rate keeps its "per" ("/visit" →
// "per visit"); anything else stays as typed ("stipend", "Unpaid"). A range ("$15-18/hour")
// keeps its lower bound, as the type has no room for two amounts. formatCompensation
// reverses this, and parsing what it prints gives back the same amount and type.

export interface Compensation {
  amount: number | null;
  type: string | null;
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
const TIME_UNIT_NAMES = new Set(Object.values(TIME_UNITS));

const NUMBER = /\d[\d,]*(?:\.\d+)?|\.\d+/;
const RANGE_END = /^\s*(?:-|–|to\b)\s*\$?\s*(?:\d[\d,]*(?:\.\d+)?|\.\d+)/i;
const RATE_PREFIX = /^(?:\/|per\b|an?\b)\s*/i;

function timeUnit(word: string): string | undefined {
  const lower = word.toLowerCase();
  return TIME_UNITS[lower] ?? TIME_UNITS[lower.replace(/s$/, '')];
}

function compensationType(leftover: string): string | null {
  const text = leftover
    .replaceAll('$', ' ')
    .replace(/\s+/g, ' ')
    .replace(/^[\s,;:.\-–]+/, '')
    .replace(/[\s,;:.\-–/]+$/, '');
  const isRate = RATE_PREFIX.test(text);
  const unit = isRate ? text.replace(RATE_PREFIX, '') : text;
  if (!unit) return null;
  const time = timeUnit(unit);
  if (time) return time;
  return isRate ? `per ${unit}` : unit;
}

/**
 * A compensation type as it is stored and filtered: the rule above applied to a type sent on
 * its own, so "per hour", "/hr", "Hourly" and the form's "$14 per hour" all come out as
 * "hour" (decision 016). Blank gives null; normalising twice changes nothing.
 */
export function normalizeCompensationType(text: string | null | undefined): string | null {
  return text ? compensationType(text) : null;
}

export function parseCompensation(text: string | null | undefined): Compensation {
  const trimmed = (text ?? '').trim();
  if (!trimmed) return { amount: null, type: null };
  const match = NUMBER.exec(trimmed);
  if (!match) return { amount: null, type: compensationType(trimmed) };
  const amount = Math.round(Number(match[0].replaceAll(',', '')) * 100) / 100;
  const after = trimmed.slice(match.index + match[0].length).replace(RANGE_END, '');
  const leftover = `${trimmed.slice(0, match.index)} ${after}`;
  return { amount: Number.isFinite(amount) ? amount : null, type: compensationType(leftover) };
}

// Built once: a formatter is costly to create and the API formats an amount per job it sends.
const WHOLE_DOLLARS = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const WITH_CENTS = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** "15" → "$15", "1200" → "$1,200", "15.5" → "$15.50". */
export function formatAmount(amount: number): string {
  return `$${(Number.isInteger(amount) ? WHOLE_DOLLARS : WITH_CENTS).format(amount)}`;
}

/**
 * "$15 per hour", "$500 stipend", "$15", "Unpaid"; "" when there is neither amount nor type
 * (the screen decides what to show then).
 */
export function formatCompensation(
  amount: number | null | undefined,
  type: string | null | undefined,
): string {
  const kind = type?.trim() ?? '';
  if (amount === null || amount === undefined || !Number.isFinite(amount)) return kind;
  if (!kind) return formatAmount(amount);
  return TIME_UNIT_NAMES.has(kind)
    ? `${formatAmount(amount)} per ${kind}`
    : `${formatAmount(amount)} ${kind}`;
}
