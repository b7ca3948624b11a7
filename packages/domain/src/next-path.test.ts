import { describe, expect, it } from 'vitest';
import { isApplyPath, safeNextPath } from './next-path';

describe('safeNextPath', () => {
  it.each(['/jobs/3/apply', '/applicant/dashboard', '/jobs?search=dog walker&city=Boise', '/'])(
    'keeps the site path %j',
    (path) => {
      expect(safeNextPath(path)).toBe(path);
    },
  );

  it.each([
    '//evil.com',
    '/\\evil.com',
    '\\\\evil.com',
    'https://x',
    'javascript:alert(1)',
    'jobs/3',
    '/%2F%2Fevil.com',
    '/%5cevil.com',
    '/\t/evil.com',
    '/\n/evil.com',
    '',
    null,
    undefined,
    `/${'a'.repeat(2048)}`,
  ])('refuses %j', (next) => {
    expect(safeNextPath(next)).toBeNull();
  });
});

describe('isApplyPath', () => {
  it.each(['/jobs/3/apply', '/jobs/120/apply/', '/jobs/3/apply?from=card'])(
    'recognises %j',
    (path) => {
      expect(isApplyPath(path)).toBe(true);
    },
  );

  it.each([
    '/jobs/3',
    '/jobs/abc/apply',
    '/jobs/0/apply',
    '/x/jobs/3/apply',
    '/jobs/3/apply/x',
    null,
  ])('does not take %j for an apply path', (path) => {
    expect(isApplyPath(path)).toBe(false);
  });
});
