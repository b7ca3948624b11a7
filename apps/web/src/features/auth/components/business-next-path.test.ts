import { describe, expect, it } from 'vitest';
import { businessNextPath } from './business-next-path';

describe('businessNextPath', () => {
  it.each([
    '/business/dashboard',
    '/business/profile',
    '/business/jobs/new',
    '/business/jobs/5/edit',
    '/business/jobs/5/view',
    '/business/jobs/5/applications?status=new',
    '/business/applications/9#messages',
  ])('keeps the business page %s', (next) => {
    expect(businessNextPath(next)).toBe(next);
  });

  it.each([
    null,
    '',
    '//evil.com/business/dashboard',
    'https://evil.com/business/dashboard',
    '/business/login',
    '/business/register',
    '/business',
    '/business/nowhere',
    '/applicant/dashboard',
    '/jobs/5/apply',
    '/business/../applicant/dashboard',
    '/business/jobs/../../applicant/dashboard',
    '/business/jobs/./new',
  ])('refuses %s', (next) => {
    expect(businessNextPath(next)).toBeNull();
  });
});
