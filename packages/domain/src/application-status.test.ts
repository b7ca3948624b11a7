import { describe, expect, it } from 'vitest';
import { applicationStatusChip } from './application-status';

describe('applicationStatusChip', () => {
  it('reads SPEC §4: each status with its label and colour', () => {
    expect(applicationStatusChip('applied')).toEqual({ label: 'Under Review', color: 'warning' });
    expect(applicationStatusChip('interview_scheduled')).toEqual({
      label: 'Interview Scheduled',
      color: 'info',
    });
    expect(applicationStatusChip('rejected')).toEqual({ label: 'Rejected', color: 'error' });
    expect(applicationStatusChip('accepted')).toEqual({ label: 'Accepted', color: 'success' });
  });

  it('keeps a shortlisted application under review for the applicant', () => {
    expect(applicationStatusChip('shortlisted')).toEqual({
      label: 'Under Review',
      color: 'warning',
    });
  });

  it('shows any unknown or missing value as Under Review', () => {
    for (const status of ['withdrawn', '', 'toString', '__proto__', null, undefined]) {
      expect(applicationStatusChip(status).label).toBe('Under Review');
    }
  });
});
