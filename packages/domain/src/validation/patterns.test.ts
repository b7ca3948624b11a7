import { describe, expect, it } from 'vitest';
import { isIsoDate, isValidPassword, isValidZip } from './patterns';

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
