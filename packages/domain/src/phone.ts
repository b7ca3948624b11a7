import { parsePhoneNumberFromString, type PhoneNumber } from 'libphonenumber-js/min';

// Phone numbers as people type them ("(919) 555-0188", "919.555.0188", "+1 919 555 0188"),
// stored in one form (E.164, "+19195550188") and shown formatted (decision 016). The "min"
// metadata knows each country's possible lengths and formats, which is all a possible-number
// check and formatting need; the full metadata would add its number-type patterns to the
// bundle for nothing, since fictional 555 numbers must pass anyway.

/** How a phone number is shown in messages and placeholders. */
export const PHONE_EXAMPLE = '(919) 555-0188';
/** Numbers written without a country code are read as US numbers. */
export const DEFAULT_PHONE_COUNTRY = 'US';
/** Long enough for any number with its punctuation; stops pasted essays. */
export const PHONE_MAX_LENGTH = 25;

/** Digits with the punctuation people use between them, an optional leading plus: no letters. */
const PHONE_CHARACTERS = /^\+?[\d\s().-]+$/;

function parsePossible(text: string): PhoneNumber | undefined {
  const value = text.trim();
  if (value.length > PHONE_MAX_LENGTH || !PHONE_CHARACTERS.test(value)) return undefined;
  const phone = parsePhoneNumberFromString(value, DEFAULT_PHONE_COUNTRY);
  return phone?.isPossible() ? phone : undefined;
}

/**
 * The number in E.164 ("+19195550188"), or null when it is not a possible number. Possible,
 * not valid: a number of the right length for its country passes even if it was never
 * assigned, so the 555 numbers of examples and tests work.
 */
export function normalizePhone(text: string): string | null {
  return parsePossible(text)?.number ?? null;
}

export function isValidPhone(text: string): boolean {
  return parsePossible(text) !== undefined;
}

/**
 * A stored number for people: North American numbers as "(919) 555-0188", others in
 * international format ("+44 20 7946 0958"). Anything unreadable is shown as stored.
 */
export function formatPhone(stored: string): string {
  const phone = parsePossible(stored);
  if (!phone) return stored;
  return phone.countryCallingCode === '1' ? phone.formatNational() : phone.formatInternational();
}

/** formatPhone for a field that may be empty: null and "" stay as they are. */
export function formatOptionalPhone(stored: string | null): string {
  return stored ? formatPhone(stored) : '';
}
