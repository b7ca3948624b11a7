import { describe, expect, it } from 'vitest';
import { jobListQuerySchema } from '../jobs';
import { savedSearchFiltersSchema } from '../applicant';
import { optionalTextField, requiredTextField } from './fields';
import {
  UNSAFE_TEXT_MESSAGE,
  findUnsafeText,
  isSafeText,
  nestedDeeperThan,
  replaceUnsafeText,
  stripUnsafeText,
} from './safe-text';

describe('safe text', () => {
  it('accepts every real character, emoji and accents included', () => {
    for (const text of ['', 'Café crème', 'Line\nbreak\ttab', '👩🏽‍🍳 chef', '日本語', '\uFFFD']) {
      expect(isSafeText(text), JSON.stringify(text)).toBe(true);
    }
  });

  it('refuses the NUL character and lone surrogates', () => {
    for (const text of ['a\u0000b', '\u0000', 'x\uD800', '\uDC00y', 'ok 👍 then \uD83D']) {
      expect(isSafeText(text), JSON.stringify(text)).toBe(false);
    }
  });

  it('walks a value nested thousands deep without exhausting the stack, and says how deep it is', () => {
    let deep: unknown = 'Re\u0000no';
    for (let level = 0; level < 20_000; level++) deep = level % 2 ? { a: deep } : [deep];
    expect(findUnsafeText(deep)?.split('.')).toHaveLength(20_000);
    expect(nestedDeeperThan(deep, 16)).toBe(true);
    expect(nestedDeeperThan({ work_schedule: { shifts: [{ day: 'mon' }] } }, 16)).toBe(false);
    expect(nestedDeeperThan({ a: { b: [1] } }, 3)).toBe(false);
    expect(nestedDeeperThan({ a: { b: [[1]] } }, 3)).toBe(true);
    expect(nestedDeeperThan('text', 0)).toBe(false);
  });

  it('finds the path of the first unsafe string, keys included', () => {
    expect(findUnsafeText({ name: 'Ann', location: { city: 'Re\u0000no' } })).toBe('location.city');
    expect(findUnsafeText({ tags: ['a', 'b', '\uD800'] })).toBe('tags.2');
    expect(findUnsafeText({ ['bad\u0000key']: 1 })).toBe('bad\uFFFDkey');
    expect(findUnsafeText('\u0000')).toBe('');
    expect(findUnsafeText({ a: 1, b: null, c: [true, { d: 'fine' }] })).toBeNull();
    expect(findUnsafeText(undefined)).toBeNull();
  });

  it('replaces or strips unsafe characters', () => {
    expect(replaceUnsafeText('a\u0000b\uD800c')).toBe('a\uFFFDb\uFFFDc');
    expect(stripUnsafeText('a\u0000b\uD800c 👍')).toBe('abc 👍');
  });
});

describe('the shared text fields', () => {
  const message = (result: { error?: { issues: Array<{ message: string }> } }) =>
    result.error?.issues[0]?.message;

  it('refuse unsafe text with one clear message, in forms, payloads and job searches', () => {
    expect(message(requiredTextField('Name is required', 50).safeParse('Ann\u0000'))).toBe(
      UNSAFE_TEXT_MESSAGE,
    );
    expect(message(optionalTextField(50).safeParse('\uD800'))).toBe(UNSAFE_TEXT_MESSAGE);
    expect(message(jobListQuerySchema.safeParse({ search: 'barista\u0000' }))).toBe(
      UNSAFE_TEXT_MESSAGE,
    );
  });

  it('so a saved search stored with such text reads as no longer valid', () => {
    expect(savedSearchFiltersSchema.safeParse({ city: 'Reno\u0000' }).success).toBe(false);
    expect(savedSearchFiltersSchema.safeParse({ city: 'Reno' }).success).toBe(true);
  });
});
