import { PASSWORD_MIN_LENGTH } from '../constants';

// The shared patterns of SPEC §5 as plain predicates, for code that needs no zod. Phone
// numbers have their own module (../phone.ts): they are normalised, not only matched.

/** 5 digits, or 5 digits, a hyphen and 4 digits. */
export const ZIP_PATTERN = /^\d{5}(?:-\d{4})?$/;
/** argon2 would hash more, but nobody types more, and it caps the work per sign-in. */
export const PASSWORD_MAX_LENGTH = 128;
export const EMAIL_MAX_LENGTH = 254;

const ISO_DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isValidZip(value: string): boolean {
  return ZIP_PATTERN.test(value);
}

/** At least 8 characters with at least one letter (any alphabet) and one digit. */
export function isValidPassword(value: string): boolean {
  return value.length >= PASSWORD_MIN_LENGTH && /\p{L}/u.test(value) && /\d/.test(value);
}

/** A real calendar day written YYYY-MM-DD ("2026-02-30" is not one). */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE_PATTERN.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}
