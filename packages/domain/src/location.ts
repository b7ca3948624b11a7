import { STATE_CODES, type StateCode } from './constants';
import { isValidZip } from './validation/patterns';

// The job search sends city, state and zip as one `location` filter, joined with commas
// (SPEC §2 Job Search, §7); the API splits it back.

export interface LocationParts {
  city?: string | null;
  state?: string | null;
  zip?: string | null;
}

export interface ParsedLocation {
  city?: string;
  state?: StateCode;
  zip?: string;
}

/** "Austin, TX, 78701" from the parts given (trimmed); undefined when none is. */
export function joinLocation(parts: LocationParts): string | undefined {
  const given = [parts.city, parts.state, parts.zip]
    .map((part) => part?.trim() ?? '')
    .filter(Boolean);
  return given.length > 0 ? given.join(', ') : undefined;
}

/** "Austin, TX 78701", as an address is written for people to read; undefined when none is given. */
export function placeLine(parts: LocationParts): string | undefined {
  const [city, state, zip] = [parts.city, parts.state, parts.zip].map((part) => part?.trim() ?? '');
  const region = [state, zip].filter(Boolean).join(' ');
  return [city, region].filter(Boolean).join(', ') || undefined;
}

function asStateCode(text: string): StateCode | undefined {
  const upper = text.toUpperCase();
  return STATE_CODES.find((code) => code === upper);
}

const STATE_AND_ZIP = /^([A-Za-z]{2})\s+(\d{5}(?:-\d{4})?)$/;

/**
 * Splits a comma list back into city, state and ZIP: a ZIP and a two-letter state code are
 * recognised wherever they stand (also "TX 78701" as one part), and the first other part
 * is the city. Parts that fit nowhere are ignored.
 */
export function parseLocation(text: string | null | undefined): ParsedLocation {
  const result: ParsedLocation = {};
  const parts = (text ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  for (const part of parts) {
    const stateAndZip = STATE_AND_ZIP.exec(part);
    const pairedState = stateAndZip?.[1] ? asStateCode(stateAndZip[1]) : undefined;
    if (stateAndZip?.[2] && pairedState && !result.state && !result.zip) {
      result.state = pairedState;
      result.zip = stateAndZip[2];
      continue;
    }
    if (isValidZip(part)) {
      result.zip ??= part;
      continue;
    }
    const state = asStateCode(part);
    if (state && !result.state) result.state = state;
    else result.city ??= part;
  }
  return result;
}
