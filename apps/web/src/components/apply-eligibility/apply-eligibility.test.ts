import type { ApplicationListItem } from '@firstshift/domain';
import { describe, expect, it } from 'vitest';
import { applyEligibility } from './apply-eligibility';

const TODAY = new Date('2026-11-23T12:00:00Z');
const job = (minimumAge: number, status: 'active' | 'archived' | 'draft' = 'active') => ({
  status,
  minimum_age_required: minimumAge,
});
const application: ApplicationListItem = {
  id: 1,
  job_id: 5,
  job_title: 'Dog walker',
  company_name: 'Paws',
  applied_at: '2026-11-20T10:00:00Z',
  status: 'applied',
  status_changed_at: '2026-11-20T10:00:00Z',
};

describe('applyEligibility', () => {
  it('refuses in the order the API does: closed, applied, then age', () => {
    expect(applyEligibility(null, application, '2015-01-01', TODAY).kind).toBe('closed');
    expect(applyEligibility(job(16, 'archived'), null, null, TODAY).kind).toBe('closed');
    expect(applyEligibility(job(16), application, '2015-01-01', TODAY).kind).toBe('applied');
    expect(applyEligibility(job(16), null, '2015-01-01', TODAY).kind).toBe('too-young');
  });

  it('closes a job once its deadline day has ended everywhere, after an application', () => {
    // Noon UTC on the 23rd is midnight at UTC−12: the 22nd has ended everywhere.
    const due = (deadline: string) => ({ ...job(16), application_deadline: deadline });
    expect(applyEligibility(due('2026-11-22'), null, '2000-01-01', TODAY)).toEqual({
      kind: 'deadline-passed',
      deadline: '2026-11-22',
    });
    expect(applyEligibility(due('2026-11-23'), null, '2000-01-01', TODAY).kind).toBe('eligible');
    expect(applyEligibility(due('2026-11-22'), application, null, TODAY).kind).toBe('applied');
    expect(applyEligibility(due('2026-11-23'), null, '2015-01-01', TODAY).kind).toBe('too-young');
  });

  it('says from which day a young applicant can apply', () => {
    expect(applyEligibility(job(16), null, '2010-12-01', TODAY)).toEqual({
      kind: 'too-young',
      minimumAge: 16,
      age: 15,
      from: '2026-12-01',
    });
    expect(applyEligibility(job(16), null, '2010-11-23', TODAY).kind).toBe('eligible');
  });

  it('needs a date of birth only when the job has a minimum age', () => {
    expect(applyEligibility(job(14), null, null, TODAY)).toEqual({
      kind: 'needs-date-of-birth',
      minimumAge: 14,
    });
    expect(applyEligibility(job(0), null, null, TODAY).kind).toBe('eligible');
  });
});
