import { z } from 'zod';
import { STATE_CODES, toBusinessCategory } from '../constants';
import {
  EMAIL_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  isIsoDate,
  isValidPassword,
  isValidZip,
} from './patterns';
import { normalizePhone } from '../phone';
import { MESSAGES, tooLong } from './messages';
import { UNSAFE_TEXT_MESSAGE, isSafeText } from './safe-text';

// Field schemas shared by every form and payload. Text is trimmed; an optional field left
// blank (or sent as null) comes out as null, which is what the API stores and returns.

const blankToNull = (value: string | null | undefined): string | null => (value ? value : null);

/** A string that is safe text (no NUL, no broken Unicode: see safe-text.ts). */
export function safeString(params?: Parameters<typeof z.string>[0]) {
  return z.string(params).refine(isSafeText, { error: UNSAFE_TEXT_MESSAGE });
}

/**
 * A whole number as a query string or a path writes it: decimal digits, after a minus sign if
 * any. Anything else ("0x10", "1e3", "7.0", " 7", "") reaches `schema` as NaN, which it refuses
 * with its own message, instead of being read as the number JavaScript would make of it (job
 * "0x10" opened job 16). A number, as a JSON body sends it, passes as it is.
 */
export function decimalNumber<T extends z.ZodType>(schema: T) {
  return z.preprocess(
    (value) =>
      typeof value === 'string' ? (/^-?\d{1,16}$/.test(value) ? Number(value) : Number.NaN) : value,
    schema,
  );
}

export function requiredTextField(message: string, max: number) {
  return safeString({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: tooLong(max) });
}

/** Line breaks, tabs and other control characters, with the spaces around them. */
// eslint-disable-next-line no-control-regex -- finding the control characters is the point
const BREAKS = /\s*[\u0001-\u001f\u007f\u0085\u2028\u2029]+\s*/g;

/** The text on one line: a name, a title, a street pasted with its line breaks reads as one. */
export const oneLine = (text: string): string => text.replace(BREAKS, ' ');

/** A one-line text (a name, a title, a city): what requiredTextField takes, on one line. */
export function requiredLineField(message: string, max: number) {
  return requiredTextField(message, max).transform(oneLine);
}

/** An optional one-line text: what optionalTextField takes, on one line. */
export function optionalLineField(max: number) {
  return optionalTextField(max).transform((value) => (value === null ? null : oneLine(value)));
}

export function optionalTextField(max: number) {
  return safeString()
    .trim()
    .max(max, { error: tooLong(max) })
    .nullish()
    .transform(blankToNull);
}

/** Optional text that is stored as "" rather than null (e.g. a business description). */
export function textOrEmptyField(max: number) {
  return safeString()
    .trim()
    .max(max, { error: tooLong(max) })
    .nullish()
    .transform((v) => v ?? '');
}

export function emailField(message: string = MESSAGES.emailInvalid) {
  return z
    .string({ error: message })
    .trim()
    .max(EMAIL_MAX_LENGTH, { error: message })
    .pipe(z.email({ error: message }));
}

/** Passwords are never trimmed: a space is as good a character as any. */
export function passwordField() {
  return z
    .string({ error: MESSAGES.passwordRule })
    .max(PASSWORD_MAX_LENGTH, { error: MESSAGES.passwordTooLong })
    .refine(isValidPassword, { error: MESSAGES.passwordRule });
}

/** A phone number as typed, yielded in E.164 ("+19195550188"); blank asks `requiredMessage`. */
export function phoneField(message: string, requiredMessage: string = message) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .min(1, { error: requiredMessage })
    .transform((value, ctx) => {
      const phone = normalizePhone(value);
      if (phone === null) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return phone;
    });
}

/** An optional phone number: blank (or null) yields null, anything else E.164 or `message`. */
export function optionalPhoneField(message: string) {
  return z
    .string({ error: message })
    .trim()
    .transform((value, ctx) => {
      if (value === '') return null;
      const phone = normalizePhone(value);
      if (phone === null) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return phone;
    })
    .nullish()
    .transform((v) => v ?? null);
}

export function zipField(message: string) {
  return z.string({ error: message }).trim().refine(isValidZip, { error: message });
}

/** A text that may be left blank (null then) but, when given, must pass `isValid`. */
function optionalCheckedField(isValid: (value: string) => boolean, message: string) {
  return z
    .string({ error: message })
    .trim()
    .refine((v) => v === '' || isValid(v), { error: message })
    .nullish()
    .transform(blankToNull);
}

export function optionalZipField(message: string) {
  return optionalCheckedField(isValidZip, message);
}

/** One of the 50 state codes, in any letter case ("ca" becomes "CA"). */
export function stateCodeField(message: string = MESSAGES.stateRequired) {
  return z
    .string({ error: message })
    .trim()
    .toUpperCase()
    .pipe(z.enum(STATE_CODES, { error: message }));
}

export function optionalStateCodeField(message: string = MESSAGES.stateRequired) {
  return z
    .string({ error: message })
    .trim()
    .toUpperCase()
    .nullish()
    .transform(blankToNull)
    .pipe(z.enum(STATE_CODES, { error: message }).nullable());
}

/** A category display name or its lowercase search code; always yields the display name. */
export function businessCategoryField(message: string = MESSAGES.categoryRequired) {
  return z.string({ error: message }).transform((value, ctx) => {
    const name = toBusinessCategory(value);
    if (!name) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return name;
  });
}

/** A YYYY-MM-DD calendar date: blank answers `requiredMessage`, anything else malformed `invalidMessage`. */
export function isoDateField(
  requiredMessage: string,
  invalidMessage: string = MESSAGES.dateInvalid,
) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .min(1, { error: requiredMessage })
    .refine(isIsoDate, { error: invalidMessage });
}

export function optionalIsoDateField(message: string = MESSAGES.dateInvalid) {
  return optionalCheckedField(isIsoDate, message);
}

/** A date of birth: a real day, not in the future and not before 1900. */
export function dateOfBirthField() {
  return isoDateField(MESSAGES.dateOfBirthRequired, MESSAGES.dateOfBirthInvalid).refine(
    (v) => v >= '1900-01-01' && v <= new Date().toISOString().slice(0, 10),
    { error: MESSAGES.dateOfBirthInvalid },
  );
}

/** Must be ticked: false, missing or anything else answers `message`. */
export function acceptedField(message: string) {
  return z.boolean({ error: message }).refine((v) => v, { error: message });
}

/**
 * A boolean sent as JSON or as a multipart text field ("true"/"false", "on", "1"/"0").
 */
export function formBooleanField(message: string = MESSAGES.yesOrNo) {
  return z
    .union([z.boolean(), z.enum(['true', 'false', 'on', '1', '0'])], { error: message })
    .transform((v) => v === true || v === 'true' || v === 'on' || v === '1');
}
