import { describe, expect, it } from 'vitest';
import { isIsoDate, isValidPassword, isValidPhone, isValidZip } from './patterns';

describe('ZIP', () => {
  it.each(['12345', '12345-6789'])('accepts %s', (zip) => {
    expect(isValidZip(zip)).toBe(true);
  });

  it.each(['1234', '123456', '12345-678', '12345-67890', '12345 6789', 'abcde', ''])(
    'rejects %s',
    (zip) => {
      expect(isValidZip(zip)).toBe(false);
    },
  );
});

describe('phone', () => {
  it('needs a digit and at least 7 more characters after the optional plus', () => {
    expect(isValidPhone('5551234')).toBe(false);
    expect(isValidPhone('55512345')).toBe(true);
    expect(isValidPhone('+5551234')).toBe(false);
    expect(isValidPhone('+55512345')).toBe(true);
  });

  it('allows spaces, hyphens and parentheses after the first digit', () => {
    expect(isValidPhone('1 (555) 123-4567')).toBe(true);
    expect(isValidPhone('+1 555-123-4567')).toBe(true);
  });

  it('rejects letters, a leading bracket and pasted essays', () => {
    expect(isValidPhone('555-CALL-NOW')).toBe(false);
    expect(isValidPhone('(555) 123-4567')).toBe(false);
    expect(isValidPhone('1'.repeat(26))).toBe(false);
  });
});

describe('password', () => {
  it('needs 8 characters', () => {
    expect(isValidPassword('abcdef1')).toBe(false);
    expect(isValidPassword('abcdefg1')).toBe(true);
  });

  it('needs a letter and a digit', () => {
    expect(isValidPassword('abcdefgh')).toBe(false);
    expect(isValidPassword('12345678')).toBe(false);
    expect(isValidPassword('1234567é')).toBe(true);
  });
});

describe('ISO date', () => {
  it('accepts real days only', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2023-02-29')).toBe(false);
    expect(isIsoDate('2024-13-01')).toBe(false);
    expect(isIsoDate('2024-1-01')).toBe(false);
    expect(isIsoDate('01/02/2024')).toBe(false);
  });
});
