import { describe, expect, it } from 'vitest';
import {
  PHONE_EXAMPLE,
  formatOptionalPhone,
  formatPhone,
  isValidPhone,
  normalizePhone,
} from './phone';
import { optionalPhoneField, phoneField } from './validation/fields';
import { MESSAGES } from './validation/messages';

describe('phone numbers as people type them', () => {
  it.each(['(919) 555-0188', '919.555.0188', '+1 919 555 0188', '919-555-0188', '1 919 555 0188'])(
    'reads %s as one US number in E.164',
    (typed) => {
      expect(normalizePhone(typed)).toBe('+19195550188');
    },
  );

  it('keeps the country of an international number', () => {
    expect(normalizePhone('+44 20 7946 0958')).toBe('+442079460958');
    expect(normalizePhone(' +49 30 123456 ')).toBe('+4930123456');
  });

  it('accepts possible numbers that were never assigned, like the 555 ones of examples', () => {
    expect(normalizePhone('(555) 123-4567')).toBe('+15551234567');
    expect(normalizePhone('555 010 1234')).toBe('+15550101234');
  });

  it.each([
    ['too short', '555-0188'],
    ['a digit short', '919 555 018'],
    ['too long for the US', '919 555 01888'],
    ['letters', '555-CALL-NOW'],
    ['a number inside words', 'call 919 555 0188'],
    ['an unknown country code', '+999 1234 5678'],
    ['a pasted essay', '1'.repeat(26)],
    ['blank', ''],
  ])('refuses %s (%s)', (_label, typed) => {
    expect(normalizePhone(typed)).toBeNull();
    expect(isValidPhone(typed)).toBe(false);
  });
});

describe('phone numbers shown', () => {
  it('shows North American numbers in national format, others in international format', () => {
    expect(formatPhone('+19195550188')).toBe('(919) 555-0188');
    expect(formatPhone('+14165550188')).toBe('(416) 555-0188');
    expect(formatPhone('+442079460958')).toBe('+44 20 7946 0958');
  });

  it('shows an unreadable stored value as it is, and nothing for none', () => {
    expect(formatPhone('ask at the desk')).toBe('ask at the desk');
    expect(formatOptionalPhone(null)).toBe('');
    expect(formatOptionalPhone('+19195550188')).toBe('(919) 555-0188');
  });

  it('uses as its example a number it accepts and shows the same way', () => {
    expect(formatPhone(normalizePhone(PHONE_EXAMPLE) ?? '')).toBe(PHONE_EXAMPLE);
    expect(MESSAGES.phoneInvalid).toBe(`Invalid phone: enter it like ${PHONE_EXAMPLE}`);
    expect(MESSAGES.phoneNumberInvalid).toBe(
      `Invalid phone number: enter it like ${PHONE_EXAMPLE}`,
    );
  });
});

describe('phone fields', () => {
  it('yield E.164 for an optional phone, null when blank, the message when wrong', () => {
    const field = optionalPhoneField(MESSAGES.phoneNumberInvalid);
    expect(field.parse('919.555.0188')).toBe('+19195550188');
    expect(field.parse('  ')).toBeNull();
    expect(field.parse(null)).toBeNull();
    expect(field.parse(undefined)).toBeNull();
    expect(field.safeParse('12345').error?.issues[0]?.message).toBe(
      'Invalid phone number: enter it like (919) 555-0188',
    );
  });

  it('ask for a required phone when blank', () => {
    const field = phoneField(MESSAGES.phoneNumberInvalid, MESSAGES.phoneNumberRequired);
    expect(field.parse(' +1 919 555 0188 ')).toBe('+19195550188');
    expect(field.safeParse(' ').error?.issues[0]?.message).toBe('Phone number is required');
    expect(field.safeParse(undefined).error?.issues[0]?.message).toBe('Phone number is required');
    expect(field.safeParse('919-555').error?.issues[0]?.message).toBe(
      'Invalid phone number: enter it like (919) 555-0188',
    );
  });
});
